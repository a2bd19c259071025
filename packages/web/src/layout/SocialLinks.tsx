/** Social links: up to five inline, the rest in a "more" menu (the Menu primitive). */
import type { Manifest } from '../shared/site';
import { Menu } from './Menu';

const INLINE = 5;
const GITHUB_PATH =
  'M12 .5a12 12 0 0 0-3.8 23.4c.6.1.8-.3.8-.6v-2c-3.3.7-4-1.6-4-1.6-.6-1.4-1.4-1.8-1.4-1.8-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.5 1 .1-.8.4-1.3.7-1.6-2.7-.3-5.5-1.3-5.5-5.9 0-1.3.5-2.4 1.2-3.2-.1-.3-.5-1.5.1-3.2 0 0 1-.3 3.3 1.2a11.5 11.5 0 0 1 6 0C17.3 4.6 18.3 5 18.3 5c.7 1.7.3 2.9.1 3.2.8.8 1.2 1.9 1.2 3.2 0 4.6-2.8 5.6-5.5 5.9.4.4.8 1.1.8 2.2v3.3c0 .3.2.7.8.6A12 12 0 0 0 12 .5z';

type Social = Manifest['site']['socialLinks'][number];

function label(link: Social): string {
  return link.icon === 'github' ? 'GitHub' : link.icon.charAt(0).toUpperCase() + link.icon.slice(1);
}

function SocialLink({ link }: { link: Social }) {
  if (link.mode === 'text') return <span className="px-2 text-sm text-fg-muted">{link.content}</span>;
  const href = link.mode === 'link' ? link.content : undefined;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label(link)} className="rounded-md p-2 text-fg-muted hover:text-fg">
      {link.icon === 'github' ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <path d={GITHUB_PATH} />
        </svg>
      ) : link.mode === 'img' ? (
        <img src={link.content} alt="" className="h-5 w-5" />
      ) : (
        <span className="text-sm">{label(link)}</span>
      )}
    </a>
  );
}

interface SocialLinksProps {
  links: Social[];
  /** Accessible name of the menu holding the links past the fifth. */
  moreLabel: string;
}

export function SocialLinks({ links, moreLabel }: SocialLinksProps) {
  const rest = links.slice(INLINE);
  return (
    <>
      {links.slice(0, INLINE).map((link) => (
        <SocialLink key={link.content} link={link} />
      ))}
      {rest.length > 0 && (
        <Menu label="…" name={moreLabel}>
          {rest.map((link) => (
            <li key={link.content} className="flex">
              <SocialLink link={link} />
            </li>
          ))}
        </Menu>
      )}
    </>
  );
}
