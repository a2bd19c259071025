/** The short badge site.yaml can give a nav item, sidebar link or section header (`tag: New`). */
export function Tag({ text }: { text: string | undefined }) {
  if (!text) return null;
  return <span className="ml-1.5 inline-block rounded-full bg-brand-soft px-1.5 py-px align-middle text-[10px] font-semibold leading-4 text-brand" data-part="tag">{text}</span>;
}
