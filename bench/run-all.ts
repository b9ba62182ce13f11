import { ensureWebAppBuilt } from '../tests/e2e/support/web-build.ts';
import { formatBundleReport, formatKb, measureBundles } from './bundle-size.ts';
import { formatColdStart, runColdStart } from './cold-start.ts';
import { formatMilliseconds, formatServerBaseline, type LoadFigures, runServerBaseline } from './server-baseline.ts';

/** Every benchmark, one after the other, then the figures that docs/benchmarks.md keeps. */
ensureWebAppBuilt();

const bundles = measureBundles();
console.log(`${formatBundleReport(bundles)}\n`);

const server = await runServerBaseline();
console.log(`${formatServerBaseline(server)}\n`);

const coldStart = await runColdStart();
console.log(`${formatColdStart(coldStart)}\n`);

const load = (figures: LoadFigures) =>
  `${Math.round(figures.requestsPerSecond).toLocaleString('en-GB')} req/s, ` +
  `p50 ${formatMilliseconds(figures.latencyP50Ms)}, p99 ${formatMilliseconds(figures.latencyP99Ms)}`;
const summary: [string, string][] = [
  ...[bundles.landing, bundles.protectedShell].map((figure): [string, string] => [
    `initial JavaScript, ${figure.route}`,
    `${formatKb(figure.gzipBytes)} (target ${formatKb(figure.targetBytes)})`,
  ]),
  [`static file ${server.staticFile.path}`, load(server.staticFile)],
  [server.health.path, load(server.health)],
  ['/healthz as a fraction of the static file', server.healthToStaticRatio.toFixed(2)],
  ['cold start, first start', `${(coldStart.firstStartMs / 1000).toFixed(2)} s (target under 5 s)`],
  ['cold start, with existing data', `${(coldStart.restartMs / 1000).toFixed(2)} s`],
];
const width = Math.max(...summary.map(([label]) => label.length));
console.log(['Summary', ...summary.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`)].join('\n'));
