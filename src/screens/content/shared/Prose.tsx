import { Fragment } from 'react';
import { Alert, Anchor, Table, Text, Typography, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Block, ProseSection, Rich } from './prose';
import { routerLink } from '../../shared/router-link';
import classes from './ContentPage.module.css';

export function RichText({ text }: { text: Rich }) {
  if (typeof text === 'string') return text;
  return text.map((part, i) =>
    typeof part === 'string' ? (
      <Fragment key={i}>{part}</Fragment>
    ) : (
      <Anchor key={i} underline="always" renderRoot={(props) => routerLink({ ...props, href: part.href })}>
        {part.label}
      </Anchor>
    ),
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return <p><RichText text={block.text} /></p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, i) => <li key={i}><RichText text={item} /></li>)}
        </List>
      );
    }
    case 'note':
      return (
        <Alert variant="light" color="brand" icon={<IconInfoCircle aria-hidden />} className={classes.note}>
          <RichText text={block.text} />
        </Alert>
      );
    case 'table':
      // Wide tables scroll inside their own box at 375 px instead of widening the page; the box is a
      // named, focusable region so keyboard users can scroll it. The caption names the table for
      // screen readers; its visible twin stays put while the table scrolls.
      return (
        <div className={classes.table}>
          <Text fw={600} aria-hidden className={classes.tableTitle}>{block.caption}</Text>
          <div className={classes.tableScroll} role="region" aria-label={block.caption} tabIndex={0}>
            <Table striped withTableBorder withColumnBorders verticalSpacing="xs" miw={460}>
              <VisuallyHidden component="caption">{block.caption}</VisuallyHidden>
              <Table.Thead>
                <Table.Tr>
                  {block.head.map((cell) => <Table.Th key={cell} scope="col">{cell}</Table.Th>)}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {block.rows.map((row, r) => (
                  <Table.Tr key={r}>
                    {row.map((cell, c) => (c === 0
                      ? <Table.Th key={c} scope="row">{cell}</Table.Th>
                      : <Table.Td key={c}>{cell}</Table.Td>))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </div>
      );
  }
}

function SectionView({ section, level }: { section: ProseSection; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={section.id}>
      <Heading id={section.id}>{section.heading}</Heading>
      {section.blocks.map((block, i) => <BlockView key={i} block={block} />)}
      {section.subsections?.map((sub) => <SectionView key={sub.id} section={sub} level={3} />)}
    </section>
  );
}

/** Sections of running text with h2/h3 headings, at a readable line length. */
export function Prose({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <Typography className={classes.prose}>
      {sections.map((section) => <SectionView key={section.id} section={section} level={2} />)}
    </Typography>
  );
}
