import * as z from 'zod/mini';
import {
  MARKDOWN_ALIGNMENTS,
  MARKDOWN_TAGS,
  type MarkdownElement,
  type MarkdownNode,
} from '../markdown/markdown-node.ts';

/**
 * A reply's markdown as the API parsed it: text, or an element of the allow-list with its
 * children. Nothing outside the list passes, so a client renders it as elements without a parser
 * or a sanitiser of its own.
 */
export const markdownElementSchema: z.ZodMiniType<MarkdownElement> = z.object({
  tag: z.enum(MARKDOWN_TAGS),
  get children() {
    return z.readonly(z.array(markdownNodeSchema));
  },
  href: z.optional(z.string()),
  align: z.optional(z.enum(MARKDOWN_ALIGNMENTS)),
  language: z.optional(z.string()),
});

export const markdownNodeSchema: z.ZodMiniType<MarkdownNode> = z.union([z.string(), markdownElementSchema]);

/** The tree of a reply's `message`, sent beside it. */
export const messageTreeSchema = z.readonly(z.array(markdownNodeSchema));
