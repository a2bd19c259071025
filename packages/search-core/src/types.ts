/** Search documents as the compiler emits them (the subset search needs). */
export interface SearchDocument {
  id: string;
  title: string;
  header: string;
  headers: string[];
  content: string;
  routePath: string;
  anchor: string;
  domain: string;
}

export interface SearchHit {
  /** What matched best: the page title, a section heading, or body text. */
  type: 'title' | 'header' | 'content';
  id: string;
  title: string;
  header: string;
  /** Route plus heading anchor. */
  link: string;
  score: number;
}
