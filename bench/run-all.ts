import { ensureChromium } from '../tests/e2e/support/chromium.ts';
import { ensureAppBuilt } from '../tests/e2e/support/app-build.ts';
import {
  AUTHENTICATED_READ_TARGET,
  formatAuthenticatedReadBench,
  runAuthenticatedReadBenches,
} from './authenticated-read.ts';
import { formatAuthBench, REFRESHES_PER_SECOND_TARGET, runAuthBench, SIGN_IN_P95_TARGET_MS } from './auth.ts';
import { formatBundleReport, formatKb, measureBundles } from './bundle-size.ts';
import {
  BOARD_SWITCH_TARGET_MS,
  CHILD_JAVASCRIPT_TARGET_BYTES,
  CPU_SLOWDOWN,
  formatChildBoardBench,
  median,
  runChildBoardBench,
  SIGN_IN_TO_BOARD_TARGET_MS,
  TAP_TARGET_MS,
} from './child-board.ts';
import { formatColdStart, runColdStart } from './cold-start.ts';
import { formatDashboardFirstScreen, runDashboardFirstScreenBench } from './dashboard-first-screen.ts';
import { formatHealthHubBench, runHealthHubBench } from './health-hub.ts';
import { formatLighthouse, runLighthouse } from './lighthouse.ts';
import { formatMemory, measureMemory } from './memory.ts';
import { formatMilliseconds, formatServerBaseline, type LoadFigures, runServerBaseline } from './server-baseline.ts';

/** Every benchmark, one after the other, then the figures that docs/benchmarks.md keeps. */
ensureChromium();
ensureAppBuilt();

const bundles = await measureBundles();
console.log(`${formatBundleReport(bundles)}\n`);

const server = await runServerBaseline();
console.log(`${formatServerBaseline(server)}\n`);

const coldStart = await runColdStart();
console.log(`${formatColdStart(coldStart)}\n`);

const auth = await runAuthBench();
console.log(`${formatAuthBench(auth)}\n`);

const authenticatedReads = await runAuthenticatedReadBenches();
console.log(`${formatAuthenticatedReadBench(authenticatedReads)}\n`);

const healthHub = await runHealthHubBench();
console.log(`${formatHealthHubBench(healthHub)}\n`);
const memory = [await measureMemory('PGlite')];
console.log(`${formatMemory(memory)}\n`);

const lighthouse = await runLighthouse();
console.log(`${formatLighthouse(lighthouse)}\n`);

const dashboardFirstScreen = await runDashboardFirstScreenBench();
console.log(`${formatDashboardFirstScreen(dashboardFirstScreen)}\n`);

const childBoard = await runChildBoardBench();
console.log(`${formatChildBoardBench(childBoard)}\n`);
const taps = childBoard.tapsMs.map((tap) => tap ?? 0);

const load = (figures: LoadFigures) =>
  `${Math.round(figures.requestsPerSecond).toLocaleString('en-GB')} req/s, ` +
  `p50 ${formatMilliseconds(figures.latencyP50Ms)}, p99 ${formatMilliseconds(figures.latencyP99Ms)}`;
const summary: [string, string][] = [
  ...(
    [
      ['initial JavaScript, /', bundles.landing],
      ['initial JavaScript, protected shell', bundles.protectedShell],
      ['initial JavaScript, /dashboard/parent with its page', bundles.dashboard],
    ] as const
  ).map(([label, figure]): [string, string] => [
    label,
    formatKb(figure.sentBytes) + (figure.targetBytes === null ? '' : ` (target ${formatKb(figure.targetBytes)})`),
  ]),
  [`static file ${server.staticFile.path}`, load(server.staticFile)],
  [server.health.path, load(server.health)],
  ['/healthz as a fraction of the static file', server.healthToStaticRatio.toFixed(2)],
  ['cold start, first start', `${(coldStart.firstStartMs / 1000).toFixed(2)} s (target under 5 s)`],
  ['cold start, with existing data', `${(coldStart.restartMs / 1000).toFixed(2)} s`],
  [
    `password sign-in, ${auth.signIn.workers} at once`,
    `p50 ${auth.signIn.p50Ms.toFixed(0)} ms, p95 ${auth.signIn.p95Ms.toFixed(0)} ms (target p95 under ${SIGN_IN_P95_TARGET_MS} ms)`,
  ],
  [
    `refresh grants, ${auth.refresh.workers} sessions`,
    `${Math.round(auth.refresh.perSecond)}/s (target at least ${REFRESHES_PER_SECOND_TARGET}/s)`,
  ],
  [auth.user.path, load(auth.user)],
  [`${auth.user.path} as a fraction of the static file`, auth.userToStaticRatio.toFixed(2)],
  ...authenticatedReads.flatMap((bench): [string, string][] => [
    [`a parent's GET of a child, ${bench.engine}`, load(bench.authenticated)],
    [`the same statement with no authentication, ${bench.engine}`, load(bench.bare)],
    [
      `authenticated read as a fraction of bare, ${bench.engine}`,
      `${bench.ratio.toFixed(2)} (target at least ${AUTHENTICATED_READ_TARGET}); signed in only ${bench.signedInOnlyRatio.toFixed(2)}`,
    ],
    [`authenticated read as a fraction of the child's row alone, ${bench.engine}`, bench.rowRatio.toFixed(2)],
  ]),
  ['health hub, five years of records', load(healthHub.full)],
  ['health hub, no records', load(healthHub.empty)],
  ['health hub, five years as a fraction of none', healthHub.fullToEmptyRatio.toFixed(2)],
  ...memory.map((figure): [string, string] => [
    `server memory, ${figure.engine}`,
    `idle ${Math.round(figure.idleMb)} MB (its own anonymous memory ${Math.round(figure.idleAnonymousMb)} MB), ` +
      `under load at most ${Math.round(figure.peakUnderLoadMb)} MB`,
  ]),
  ...lighthouse.map((figure): [string, string] => [
    `Lighthouse, ${figure.label}`,
    `performance ${figure.scores.performance} (target at least 95), LCP ${(figure.largestPaintMs / 1000).toFixed(1)} s, ` +
      `TBT ${Math.round(figure.totalBlockingTimeMs)} ms, CLS ${figure.layoutShift.toFixed(3)}`,
  ]),
  [
    `dashboard heading on slow 4G, CPU ${CPU_SLOWDOWN}x, first visit`,
    `median ${Math.round(median(dashboardFirstScreen.headingMs))} ms`,
  ],
  [
    `child's board, sign-in to first symbol, CPU ${CPU_SLOWDOWN}x`,
    `median ${Math.round(median(childBoard.signIns.map((run) => run.boardMs)))} ms (target ${SIGN_IN_TO_BOARD_TARGET_MS} ms)`,
  ],
  [
    `child's board, tap on a word, CPU ${CPU_SLOWDOWN}x`,
    `median ${Math.round(median(taps))} ms, worst ${Math.round(Math.max(...taps))} ms (target ${TAP_TARGET_MS} ms)`,
  ],
  [
    `child's board, board switch, CPU ${CPU_SLOWDOWN}x`,
    `median ${Math.round(median(childBoard.boardSwitchesMs))} ms (target ${BOARD_SWITCH_TARGET_MS} ms)`,
  ],
  [
    "child's area, JavaScript to Talk",
    `${formatKb(childBoard.scripts.reduce((sum, script) => sum + script.bytes, 0))} (target ${formatKb(CHILD_JAVASCRIPT_TARGET_BYTES)})`,
  ],
  ["child's area, requests to other origins", `${childBoard.otherOrigins.length} of ${childBoard.requests}`],
];
const width = Math.max(...summary.map(([label]) => label.length));
console.log(['Summary', ...summary.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`)].join('\n'));
