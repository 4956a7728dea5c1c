/** Writes bench-results/latest.json, latest.md (the printed table) and latest.html (ratio bars). */
import fs from 'node:fs';
import path from 'node:path';
import type { BudgetCheck } from './budgets';
import type { BuildTiming } from './build';
import { METRICS, ratioOf, type PageResult } from './metrics';
import { RESULTS_DIR } from './paths';

export interface BenchResult {
  generatedAt: string;
  environment: { cpus: number; node: string; devanagariFonts: string[]; lighthouseRuns: number; clickRuns: number; slowLoadRuns: number };
  notes: string[];
  builds: BuildTiming[];
  pages: PageResult[];
  budgets: BudgetCheck[];
}

const format = (value: number | undefined, decimals: number) =>
  value === undefined || Number.isNaN(value) ? '—' : value.toFixed(decimals);

function budgetCell(checks: BudgetCheck[]) {
  return checks.map((check) => `${check.text} ${check.pass ? 'pass' : 'FAIL'}`).join('; ');
}

export function markdownTable(result: BenchResult): string {
  const lines = [`# Benchmark ${result.generatedAt}`, ''];
  lines.push('| build | time (s) |', '|---|---:|');
  for (const build of result.builds) lines.push(`| ${build.app} | ${(build.ms / 1000).toFixed(1)} |`);
  for (const page of result.pages) {
    lines.push('', `## ${page.page} (${page.path})`, '');
    lines.push('| figure | composed | monolith | composed / monolith | budget (composed) |', '|---|---:|---:|---:|---|');
    for (const metric of METRICS) {
      const checks = result.budgets.filter((check) => check.page === page.page && check.metric === metric.id);
      lines.push(
        `| ${metric.label} | ${format(metric.read(page.composed), metric.decimals)} | ${format(metric.read(page.monolith), metric.decimals)} | ${format(ratioOf(metric, page), 2)} | ${budgetCell(checks)} |`,
      );
    }
    if (page.clickScenario) lines.push('', `Click to content: ${page.clickScenario}.`);
    const findings = [...new Set([...page.composed.lighthouse.failedAudits.map((a) => `composed ${a}`), ...page.monolith.lighthouse.failedAudits.map((a) => `monolith ${a}`)])];
    if (findings.length > 0) lines.push('', 'Lighthouse audits that cost points:', ...findings.map((finding) => `- ${finding}`));
  }
  const failed = result.budgets.filter((check) => !check.pass);
  lines.push('', `Budgets: ${result.budgets.length - failed.length} of ${result.budgets.length} met.`);
  lines.push('', ...result.notes.map((note) => `- ${note}`), '');
  return lines.join('\n');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One bar per figure: composed / monolith, with a line at 1 (the monolith). */
function htmlPage(result: BenchResult, table: string): string {
  const scale = 3;
  const sections = result.pages.map((page) => {
    const bars = METRICS.map((metric) => {
      const ratio = ratioOf(metric, page);
      const width = ratio === undefined ? 0 : Math.min(ratio, scale) * (100 / scale);
      return `<div class="row"><span class="label">${escapeHtml(metric.label)}</span><span class="track"><span class="bar" style="width:${width.toFixed(1)}%"></span><span class="one"></span></span><span class="value">${format(ratio, 2)}</span></div>`;
    }).join('\n');
    return `<section><h2>${page.page} (${escapeHtml(page.path)})</h2>\n${bars}</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Benchmark ${result.generatedAt}</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
.row{display:grid;grid-template-columns:22rem 1fr 4rem;gap:.5rem;align-items:center;margin:.2rem 0}
.track{position:relative;height:1rem;background:#eee}
.bar{position:absolute;left:0;top:0;bottom:0;background:#9a3412}
.one{position:absolute;left:${(100 / scale).toFixed(2)}%;top:-2px;bottom:-2px;border-left:2px solid #111}
.value{text-align:right;font-variant-numeric:tabular-nums}
pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}
</style></head><body>
<h1>Composed site / monolith</h1>
<p>Each bar is composed ÷ monolith (the black line is 1, the monolith; bars stop at ${scale}).</p>
${sections.join('\n')}
<h2>Table</h2><pre>${escapeHtml(table)}</pre>
</body></html>
`;
}

export function writeReports(result: BenchResult): string {
  const table = markdownTable(result);
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.md'), table);
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.html'), htmlPage(result, table));
  return table;
}
