// The public site's only entry script. A public page is a document the server rendered
// whole (ADR 0021). This starts its behaviours (plain scripts), hydrates the islands that
// act on their own after the first frame, and makes every other island live when a person
// first points at, touches or focuses it: React and the island's code load then, and a
// click or a submit made before it is live is held and replayed once it is. A page nobody
// touches loads no React. No router and no query cache: a link loads the next document.
import '@/styles/tokens.css';
import '@/styles/global.css';
import {
  BEHAVIOUR_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATE_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
} from './island-names';
import { SESSION_EVENT } from '@/lib/session-announcement';
import { behaviourLoader, islandLoader } from './island-registry';
import { loadPageMessages } from './page-messages';

function readProps(element: Element): Record<string, unknown> {
  try {
    const props: unknown = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
    return typeof props === 'object' && props !== null ? (props as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

let hydrator: Promise<typeof import('./island-hydrator')> | undefined;
function loadHydrator() {
  hydrator ??= import('./island-hydrator').catch((error: unknown) => {
    hydrator = undefined;
    throw error;
  });
  return hydrator;
}

async function hydrate(element: HTMLElement): Promise<void> {
  const load = islandLoader(element.getAttribute(ISLAND_ATTRIBUTE) ?? '');
  if (!load) return;
  const [{ hydrateIsland }, { default: Component }, messages] = await Promise.all([
    loadHydrator(),
    load(),
    loadPageMessages(),
  ]);
  const identifierPrefix = `${element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? 'i'}-`;
  await hydrateIsland(element, Component, readProps(element), identifierPrefix, messages);
  element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
}

// What wakes an island: a pointer over it or pressed on it, a touch, the focus.
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

// A form sent with GET works without a script (the header's search, find-job's forms): it
// goes as the browser sends it. Any other form, and a button outside a form, waits for its
// island: sent without it, a sign-in form would put the password in the address.
function worksWithoutScript(form: HTMLFormElement | null): boolean {
  return form?.getAttribute('method')?.toLowerCase() === 'get';
}

type Held =
  | { kind: 'click'; button: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

// Returns the function that wakes the island now.
function armIsland(element: HTMLElement): () => void {
  let held: Held | undefined;
  let started = false;
  const onClick = (event: MouseEvent) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('button, [role="button"]')
        : null;
    if (!button || !element.contains(button)) return;
    const form = button instanceof HTMLButtonElement ? button.form : null;
    if (button instanceof HTMLButtonElement && button.type === 'submit' && worksWithoutScript(form))
      return;
    event.preventDefault();
    event.stopPropagation();
    held = { kind: 'click', button };
    wake();
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || worksWithoutScript(form)) return;
    event.preventDefault();
    event.stopPropagation();
    held = { kind: 'submit', form, submitter: event.submitter };
    wake();
  };
  const disarm = () => {
    for (const type of WAKE_EVENTS) element.removeEventListener(type, wake, true);
    element.removeEventListener('click', onClick, true);
    element.removeEventListener('submit', onSubmit, true);
  };
  const replay = () => {
    const action = held;
    held = undefined;
    if (action?.kind === 'click' && action.button.isConnected) action.button.click();
    if (action?.kind === 'submit' && action.form.isConnected) {
      const submitter =
        action.submitter?.isConnected && action.form.contains(action.submitter)
          ? action.submitter
          : null;
      action.form.requestSubmit(submitter);
    }
  };
  function wake() {
    if (started) return;
    started = true;
    hydrate(element).then(
      () => {
        disarm();
        replay();
      },
      (error: unknown) => {
        console.error(error);
        disarm();
        started = false;
        held = undefined;
        arm();
      },
    );
  }
  function arm() {
    for (const type of WAKE_EVENTS)
      element.addEventListener(type, wake, { capture: true, passive: true });
    element.addEventListener('click', onClick, true);
    element.addEventListener('submit', onSubmit, true);
  }
  arm();
  return wake;
}

// Islands that show who is signed in (the header) wake when a form on the page signs someone
// in, so they show it at once (lib/session-announcement.ts).
const FOLLOWS_SESSION = new Set(['site-header']);

// Hydration waits for the first frame, so the server's HTML is on screen before any of
// React's work; each island is its own root, so no task is longer than its own island.
function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
}

// The islands hydrated on load wait for the page's load event too: React's download then
// starts after everything the first paint needs has arrived, never beside it.
function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener(
      'load',
      () => {
        resolve();
      },
      { once: true },
    );
  });
}

async function startBehaviour(element: HTMLElement): Promise<void> {
  const load = behaviourLoader(element.getAttribute(BEHAVIOUR_ATTRIBUTE) ?? '');
  if (!load) return;
  const { default: start } = await load();
  start(element, readProps(element));
}

async function start(): Promise<void> {
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const eager = islands.filter(
    (element) => element.getAttribute(ISLAND_HYDRATE_ATTRIBUTE) === 'load',
  );
  const followers: (() => void)[] = [];
  for (const element of islands) {
    if (eager.includes(element)) continue;
    const wake = armIsland(element);
    if (FOLLOWS_SESSION.has(element.getAttribute(ISLAND_ATTRIBUTE) ?? '')) followers.push(wake);
  }
  window.addEventListener(SESSION_EVENT, () => {
    for (const wake of followers) wake();
  });
  const behaviours = [...document.querySelectorAll<HTMLElement>(`[${BEHAVIOUR_ATTRIBUTE}]`)];
  await afterFirstFrame();
  const results = await Promise.allSettled([
    ...behaviours.map(startBehaviour),
    ...(eager.length > 0 ? [afterLoad().then(() => Promise.all(eager.map(hydrate)))] : []),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') console.error(result.reason);
  }
  // Scripts (the browser suite) wait for this before they act: the behaviours run, the
  // islands that act on their own are live, and every other island holds what a person does
  // to it until it is.
  document.documentElement.dataset.interactive = 'true';
}

void start();
