/** Site footer: copyright line, the repository link and the version's llms.txt. */
import { useManifest } from '../shared/SiteContext';

export function Footer() {
  const { site, llmsTxt } = useManifest();
  return (
    <footer data-part="footer" className="border-t border-border px-6 py-8 text-center text-sm text-fg-muted">
      {site.footerMessage && <p className="mb-2">{site.footerMessage}</p>}
      <p>
        {site.copyright} ·{' '}
        <a href={site.repository} target="_blank" rel="noopener noreferrer" className="underline hover:text-fg">
          GitHub
        </a>{' '}
        ·{' '}
        <a href={llmsTxt} className="underline hover:text-fg">
          llms.txt
        </a>
      </p>
    </footer>
  );
}
