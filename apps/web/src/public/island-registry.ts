import type { ComponentType } from 'react';
import * as contactPopup from './behaviours/contact-popup';
import * as languageChoice from './behaviours/language-choice';
import type { BehaviourName, IslandName } from './island-names';

type IslandModule = { default: ComponentType<Record<string, unknown>> };
type IslandLoader = () => Promise<IslandModule>;
type BehaviourModule = { default: (element: HTMLElement, props: Record<string, unknown>) => void };
type BehaviourLoader = () => Promise<BehaviourModule>;

// Each island's module in its own chunk, loaded only when a document's island of that name
// becomes live. A new island is a module under islands/ (its default export is the
// component), its name in island-names.ts and a line here.
export const ISLAND_LOADERS = {
  'site-header': () => import('./islands/site-header') as Promise<IslandModule>,
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
  'job-filters-drawer': () => import('./islands/job-filters-drawer') as Promise<IslandModule>,
  'job-alert': () => import('./islands/job-alert') as Promise<IslandModule>,
  'job-order-form': () => import('./islands/job-order-form') as Promise<IslandModule>,
} satisfies Record<IslandName, IslandLoader>;

// The behaviours' plain scripts (no React), each in its own chunk too, but the contact
// popup's: it is on nearly every document, so it comes with the entry.
export const BEHAVIOUR_LOADERS = {
  'contact-popup': () => Promise.resolve(contactPopup),
  'language-choice': () => Promise.resolve(languageChoice),
  'find-job-forms': () => import('./behaviours/find-job-forms'),
  'find-job-counts': () => import('./behaviours/find-job-counts'),
  'passkey-autofill': () => import('./behaviours/passkey-autofill'),
  carousel: () => import('./behaviours/carousel'),
  'alternating-headline': () => import('./behaviours/alternating-headline'),
} satisfies Record<BehaviourName, BehaviourLoader>;

export function islandLoader(name: string): IslandLoader | undefined {
  return Object.hasOwn(ISLAND_LOADERS, name)
    ? ISLAND_LOADERS[name as keyof typeof ISLAND_LOADERS]
    : undefined;
}

export function behaviourLoader(name: string): BehaviourLoader | undefined {
  return Object.hasOwn(BEHAVIOUR_LOADERS, name)
    ? BEHAVIOUR_LOADERS[name as keyof typeof BEHAVIOUR_LOADERS]
    : undefined;
}
