/**
 * How the build groups modules into chunks (issue 15: a signed-in page on a cheap phone).
 *
 * Left to itself, the bundler gives every set of pages that share a module its own chunk: the
 * test series page loaded 53 scripts, most under 1 KiB (one per icon, one per MUI helper), six at
 * a time over HTTP/1.1, each a round trip on a slow network. These groups bundle what pages
 * share into a few files, while keeping three things lean:
 * - the first page: what the entry loads stays one file, and a visitor's home (the marketing
 *   page), the sign-in and sign-up pages and /pricing get groups of their own, so they never
 *   wait for what only signed-in pages use;
 * - heavy libraries (charts, the rich-text editor, KaTeX, sockets, forms and zod, QR codes)
 *   stay in their own chunks, loaded only by the pages that use them, and a shared module
 *   that pulls one in is left out of the shared groups (or every page would load it);
 * - code used by a single page stays in that page's chunk.
 */
import path from 'node:path';
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type Group = NonNullable<CodeSplitting['groups']>[number];
type Context = { getModuleInfo(id: string): Rolldown.ModuleInfo | null };

const NM = String.raw`[\\/]node_modules[\\/]`;
const SRC = String.raw`[\\/]apps[\\/]web[\\/]src[\\/]`;
const SHARED_PKG = String.raw`[\\/]packages[\\/]shared[\\/]src[\\/]`;

/** Libraries only some pages need, each in its own chunk. */
const HEAVY: [name: string, test: RegExp][] = [
  ['charts', new RegExp(`${NM}(@mui[\\\\/]x-[a-z-]+|d3-[a-z-]+|internmap|reselect|flatqueue|bezier-easing)[\\\\/]`)],
  [
    'editor',
    new RegExp(
      `${NM}(@tiptap|prosemirror-[a-z-]+|linkifyjs|linkify-it|orderedmap|rope-sequence|w3c-keyname|markdown-it|mdurl|uc\\.micro|punycode\\.js|entities)[\\\\/]`,
    ),
  ],
  ['katex', new RegExp(`${NM}katex[\\\\/]`)],
  [
    'socket',
    new RegExp(`${NM}(socket\\.io-client|socket\\.io-parser|engine\\.io-client|engine\\.io-parser|@socket\\.io|xmlhttprequest-ssl)[\\\\/]`),
  ],
  // The shared request schemas build zod objects when they load: a page that takes a constant
  // from one pays for zod, so they travel with it. The form library is apart: /signin uses it at
  // once and loads zod only when the form is first submitted (components/forms/lazy-resolver.ts).
  ['forms', new RegExp(`(${NM}(@hookform|zod)[\\\\/]|${SHARED_PKG}schemas[\\\\/])`)],
  ['form-state', new RegExp(`${NM}react-hook-form[\\\\/]`)],
  ['qrcode', new RegExp(`${NM}(qrcode|dijkstrajs|pngjs)[\\\\/]`)],
];
const heavyName = (id: string) => HEAVY.find(([, test]) => test.test(id))?.[0] ?? null;

const MUI_BARREL = new RegExp(`${NM}@mui[\\\\/]material[\\\\/]index\\.mjs$`);
const ICONS = new RegExp(`${NM}@mui[\\\\/]icons-material[\\\\/]`);
const nodeModule = (id: string) => new RegExp(NM).test(id);
const appShared = (id: string) => new RegExp(`${SRC}(components|lib)[\\\\/]`).test(id);
const featureOf = (id: string) => new RegExp(`${SRC}features[\\\\/]([^\\\\/]+)[\\\\/]`).exec(id)?.[1] ?? null;

const src = (file: string) => path.join(import.meta.dirname, 'src', file);
/** Public pages whose scripts must stay small (prerendered, measured by Lighthouse at ≥ 0.95). */
const VISITOR_HOME = [src('features/home/pages/MarketingPage.tsx')];
const SIGN_IN_PAGE = [src('features/auth/pages/SignInPage.tsx')];
const PRICING_PAGE = [src('features/payments/pages/PricingPage.tsx')];
const AUTH_PAGES = ['SignInPage', 'SignUpPage', 'ForgotPasswordPage', 'ResetPasswordPage', 'LanguageSelectorPage'].map((page) =>
  src(`features/auth/pages/${page}.tsx`),
);

/** Static-import questions about the module graph, answered once per chunking pass. */
function graph() {
  let ctx: Context | null = null;
  const reach = new Map<string[], Set<string>>();
  const heavyBelow = new Map<string, boolean>();
  const initial = new Set<string>();
  const edges = new Map<string, string[]>();
  /**
   * A module's static imports, except that an import from MUI's barrel ('@mui/material', which
   * re-exports every component) leads only to the components named in it: the bundler drops
   * the rest, and following the barrel would make a page that shows a Chip "reach" everything.
   */
  function imports(id: string): string[] {
    let list = edges.get(id);
    if (list) return list;
    const info = ctx!.getModuleInfo(id);
    list = (info?.importedIds ?? []).filter((dep) => !MUI_BARREL.test(dep));
    if (list.length < (info?.importedIds.length ?? 0)) {
      const barrel = info!.importedIds.find((dep) => MUI_BARREL.test(dep))!;
      for (const m of (info!.code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@mui\/material["']/g)) {
        for (const name of m[1]!.split(',')) {
          const target = path.join(path.dirname(barrel), name.trim().split(/\s+/)[0]!, 'index.mjs');
          if (ctx!.getModuleInfo(target)) list.push(target);
        }
      }
    }
    edges.set(id, list);
    return list;
  }

  function use(context: Context) {
    if (ctx === context) return;
    ctx = context;
    reach.clear();
    heavyBelow.clear();
    edges.clear();
    initial.clear();
  }
  function reachableFrom(roots: string[], id: string) {
    let set = reach.get(roots);
    if (!set) {
      set = new Set<string>();
      const stack = [...roots];
      while (stack.length) {
        const next = stack.pop()!;
        if (set.has(next) || initial.has(next)) continue;
        set.add(next);
        stack.push(...imports(next));
      }
      reach.set(roots, set);
    }
    return set.has(id) && !roots.includes(id);
  }
  /** Whether a module statically pulls in a heavy library (then it must not be shared widely). */
  function pullsHeavy(id: string): boolean {
    const known = heavyBelow.get(id);
    if (known !== undefined) return known;
    heavyBelow.set(id, false); // an import cycle answers from the rest of the walk
    const result = heavyName(id) !== null || imports(id).some(pullsHeavy);
    heavyBelow.set(id, result);
    return result;
  }
  return { use, initial, reachableFrom, pullsHeavy };
}

export function codeSplitting(): CodeSplitting {
  const g = graph();
  const named =
    (name: string, test: (id: string) => boolean): Group['name'] =>
    (id, ctx) => {
      g.use(ctx);
      return test(id) ? name : null;
    };
  return {
    groups: [
      // Everything the entry loads stays together: one script for the first page.
      {
        // Rolldown calls this first (groups run in the order given) and only for modules the
        // entry really loads, after tree-shaking: the walks below stop there.
        name: (id, ctx) => {
          g.use(ctx);
          g.initial.add(id);
          return 'index';
        },
        tags: ['$initial'],
        priority: 100,
      },

      // What the visitor's home and the sign-in page share (MUI's inputs, the Trans component):
      // otherwise /signin would load the whole marketing page's group for a few of its modules.
      {
        name: named('public', (id) => !heavyName(id) && g.reachableFrom(VISITOR_HOME, id) && g.reachableFrom(SIGN_IN_PAGE, id)),
        priority: 55,
      },
      { name: named('visitor', (id) => !heavyName(id) && g.reachableFrom(VISITOR_HOME, id)), priority: 50 },
      // What /signin and /pricing share (React Query's observers, the Alert): otherwise /pricing
      // would load the sign-in group (its inputs, menus, the server's messages) for them.
      {
        name: named(
          'signin-pricing',
          (id) =>
            (nodeModule(id) ? !heavyName(id) : !g.pullsHeavy(id)) && g.reachableFrom(SIGN_IN_PAGE, id) && g.reachableFrom(PRICING_PAGE, id),
        ),
        priority: 47,
      },
      // The sign-in page's own group first: it must not carry what only sign-up uses (selects,
      // menus, dialogs, tabs); the other auth pages add a second group.
      {
        name: named('signin', (id) => (nodeModule(id) ? !heavyName(id) : !g.pullsHeavy(id)) && g.reachableFrom(SIGN_IN_PAGE, id)),
        priority: 46,
      },
      {
        name: named('auth', (id) => (nodeModule(id) ? !heavyName(id) : !g.pullsHeavy(id)) && g.reachableFrom(AUTH_PAGES, id)),
        priority: 45,
      },
      // A visitor's /pricing (issue 15): what it needs beyond the groups above (cards, the page
      // frame, the plans' requests). It loaded the ui, shared, auth and icons groups for them (its
      // page chunks were 150 KiB compressed, now 34); signed-in pages load this small group too.
      {
        name: named('pricing', (id) => (nodeModule(id) ? !heavyName(id) : !g.pullsHeavy(id)) && g.reachableFrom(PRICING_PAGE, id)),
        priority: 44,
      },
      { name: 'icons', test: ICONS, minShareCount: 2, priority: 40 },
      { name: named('ui', (id) => nodeModule(id) && !heavyName(id)), minShareCount: 2, priority: 35 },
      { name: named('shared', (id) => appShared(id) && !g.pullsHeavy(id)), minShareCount: 2, priority: 20 },
      // The shared package's data (taxonomy, exam templates, messages): the schemas build on it,
      // and it imports no UI, so a sign-in page that needs it does not load the app's components.
      { name: named('shared-data', (id) => new RegExp(SHARED_PKG).test(id) && !g.pullsHeavy(id)), minShareCount: 2, priority: 25 },
      {
        name: (id, ctx) => {
          g.use(ctx);
          const feature = featureOf(id);
          return feature && !g.pullsHeavy(id) ? `${feature}-shared` : null;
        },
        minShareCount: 2,
        priority: 10,
      },
      // Last, so that what a heavy library shares with other pages (MUI's popper, a toggle
      // group) has already gone to the groups above instead of being dragged in with it.
      // The form library before zod's group, which would otherwise take it along (@hookform/resolvers imports it).
      ...HEAVY.map(([name, test]): Group => ({ name, test, priority: name === 'form-state' ? 6 : 5 })),
      // Shared-package modules that build on the schemas (and so on zod) go with them.
      { name: named('forms', (id) => new RegExp(SHARED_PKG).test(id) && g.pullsHeavy(id)), priority: 4 },
    ],
  };
}
