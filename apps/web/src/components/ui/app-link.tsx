import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * AppLink: a link to a page of the site, drawn by whichever app the page belongs to.
 *
 * Props: an anchor's attributes, with `to` (a path, a path with a query, or just "?query")
 * in place of `href`.
 *
 * Public pages are documents (ADR 0021): a link there is a plain <a>, and following it loads
 * the next document, so the primitives that draw links (ButtonLink, CardLink, Pager) bring no
 * router into a public page's script. The signed-in app provides its router's Link through
 * LinkComponentContext for its own paths (app/app-link-provider.tsx).
 */
export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

export type RenderLink = (props: AppLinkProps) => ReactNode;

function renderDocumentLink({ to, ...props }: AppLinkProps) {
  return <a href={to} {...props} />;
}

export const LinkComponentContext = createContext<RenderLink>(renderDocumentLink);

export function AppLink(props: AppLinkProps) {
  const renderLink = useContext(LinkComponentContext);
  return renderLink(props);
}
