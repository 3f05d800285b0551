// Stands in for react-dom/server in the browser bundle (vite.config.ts): the documents are
// in that bundle for their stylesheets only, and never rendered there.
export function renderToString(): string {
  throw new Error('Documents are rendered by the server only');
}
