import { Alert, Text, Typography, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PlainTable } from '../../../design-system';
import type { Block, ProseSection } from './prose';
import { RichText } from './RichText';
import classes from './ContentPage.module.css';

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
            <PlainTable>
              <VisuallyHidden component="caption">{block.caption}</VisuallyHidden>
              <thead>
                <tr>
                  {block.head.map((cell) => <th key={cell} scope="col">{cell}</th>)}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) => (c === 0 ? <th key={c} scope="row">{cell}</th> : <td key={c}>{cell}</td>))}
                  </tr>
                ))}
              </tbody>
            </PlainTable>
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
