import type { ComponentType } from 'react';
import type { ClientIslandName, IslandName } from './island-names';
import * as siteHeader from './islands/site-header';

type IslandModule = { default: ComponentType<Record<string, unknown>> };
type IslandLoader = () => Promise<IslandModule>;

// Each island's module in its own chunk, loaded only by a document that holds that island.
// A new island is a module under islands/ (its default export is the component), its name in
// island-names.ts and a line here. The header is on every document, so the entry imports it:
// it loads beside React instead of after the entry has run (vite.config.ts keeps it, the
// popup and what they use in one chunk).
export const ISLAND_LOADERS = {
  'site-header': () => Promise.resolve(siteHeader as IslandModule),
  carousel: () => import('./islands/carousel') as Promise<IslandModule>,
  'alternating-headline': () => import('./islands/alternating-headline') as Promise<IslandModule>,
  'save-job': () => import('./islands/save-job') as Promise<IslandModule>,
  apply: () => import('./islands/apply') as Promise<IslandModule>,
  'share-job': () => import('./islands/share-job') as Promise<IslandModule>,
  login: () => import('./islands/login') as Promise<IslandModule>,
  'sign-up': () => import('./islands/sign-up'),
  'forgot-password': () => import('./islands/forgot-password'),
  'reset-password': () => import('./islands/reset-password') as Promise<IslandModule>,
  'verify-email': () => import('./islands/verify-email') as Promise<IslandModule>,
  'confirm-alert': () => import('./islands/confirm-alert') as Promise<IslandModule>,
  'unsubscribe-alert': () => import('./islands/unsubscribe-alert') as Promise<IslandModule>,
  'contact-form': () => import('./islands/contact-form') as Promise<IslandModule>,
  'contact-popup': () => import('./islands/contact-popup') as Promise<IslandModule>,
  'job-filters-drawer': () => import('./islands/job-filters-drawer') as Promise<IslandModule>,
  'job-alert': () => import('./islands/job-alert') as Promise<IslandModule>,
  'job-order-form': () => import('./islands/job-order-form') as Promise<IslandModule>,
  'find-job-forms': () => import('./islands/find-job-forms'),
} satisfies Record<IslandName | ClientIslandName, IslandLoader>;

export function islandLoader(name: string): IslandLoader | undefined {
  return Object.hasOwn(ISLAND_LOADERS, name)
    ? ISLAND_LOADERS[name as keyof typeof ISLAND_LOADERS]
    : undefined;
}
