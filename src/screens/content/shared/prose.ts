/** Typed page text, so the content files stay plain data that anyone can read and edit. */

/** A run of text, or a link inside a sentence. */
export type Inline = string | { readonly label: string; readonly href: string };

/** A paragraph: plain text or runs with links. */
export type Rich = string | readonly Inline[];

export type Block =
  | { readonly kind: 'p'; readonly text: Rich }
  | { readonly kind: 'list'; readonly items: readonly Rich[]; readonly ordered?: boolean }
  | {
      readonly kind: 'table';
      readonly caption: string;
      readonly head: readonly string[];
      readonly rows: readonly (readonly string[])[];
    }
  /** A highlighted rule the traveller must not miss. */
  | { readonly kind: 'note'; readonly text: Rich };

export interface ProseSection {
  /** Anchor id, Latin: "refund-penalties". */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly Block[];
  /** Sub-sections, drawn with h3. */
  readonly subsections?: readonly ProseSection[];
}

/** An information or policy page. */
export interface ProsePage {
  readonly title: string;
  /** One or two sentences under the h1. */
  readonly lead: string;
  readonly sections: readonly ProseSection[];
}
