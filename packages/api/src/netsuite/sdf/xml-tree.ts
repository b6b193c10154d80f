import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** An element of an SDF XML file: attributes, child elements in order, and its own text. */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** The element's text and CDATA, trimmed. */
  readonly text: string;
}

export class XmlSyntaxError extends Error {
  readonly line: number;

  constructor(message: string, line: number) {
    super(message);
    this.name = 'XmlSyntaxError';
    this.line = line;
  }
}

const ATTRIBUTES = ':@';
const TEXT = '#text';
const CDATA = '#cdata';

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  cdataPropName: CDATA,
});

type OrderedNode = Record<string, unknown>;

function build(node: OrderedNode): XmlElement | undefined {
  const name = Object.keys(node).find((key) => key !== ATTRIBUTES);
  if (name === undefined || name === TEXT || name === CDATA || name.startsWith('?')) return undefined;
  const attributes = (node[ATTRIBUTES] as Record<string, string> | undefined) ?? {};
  const content = (node[name] as OrderedNode[] | undefined) ?? [];
  const children: XmlElement[] = [];
  let text = '';
  for (const item of content) {
    if (TEXT in item) text += String(item[TEXT]);
    else if (CDATA in item) {
      for (const part of (item[CDATA] as OrderedNode[] | undefined) ?? []) text += String(part[TEXT] ?? '');
    } else {
      const element = build(item);
      if (element) children.push(element);
    }
  }
  return { name, attributes, children, text: text.trim() };
}

/** The document's root element; malformed XML is refused with the line the parser stopped at. */
export function parseXml(xml: string): XmlElement {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new XmlSyntaxError(valid.err.msg, valid.err.line);
  const nodes = parser.parse(xml) as OrderedNode[];
  for (const node of nodes) {
    const element = build(node);
    if (element) return element;
  }
  throw new XmlSyntaxError('The file has no root element.', 1);
}

export function childElement(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((child) => child.name === name);
}

export function childElements(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

/** A child element's text, or undefined when the element is absent. */
export function childText(element: XmlElement, name: string): string | undefined {
  return childElement(element, name)?.text;
}
