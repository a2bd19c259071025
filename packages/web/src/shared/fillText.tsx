/** Fills the {name} placeholders of a Texts sentence with strings or elements (a link, say). */
import { Fragment, type ReactNode } from 'react';

const PLACEHOLDER = /\{(\w+)\}/;

/**
 * The sentence as React children: the text around each placeholder, and the value given for it.
 * A placeholder without a value stays as written, so a typo in site.yaml shows on the page.
 */
export function fillText(template: string, values: Record<string, ReactNode>): ReactNode[] {
  // split() with a capture group alternates text and placeholder names: text, name, text, ...
  return template.split(PLACEHOLDER).flatMap((part, index) => {
    const value = index % 2 === 1 ? (Object.hasOwn(values, part) ? values[part] : `{${part}}`) : part;
    return value === '' ? [] : [<Fragment key={index}>{value}</Fragment>];
  });
}
