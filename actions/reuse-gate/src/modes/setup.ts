import { notImplemented } from '../../../_common/run.js';

export async function run(): Promise<void> {
  notImplemented('reuse-gate mode setup');
}
