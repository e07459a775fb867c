import type { Graph } from 'schema-dts';

/**
 * Structured data for search engines. A JSON-LD block is data, not script: the Content Security
 * Policy does not apply to it. "<" is escaped so that no text in content can close the element.
 */
export function JsonLd({ data }: { readonly data: Graph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
