#!/usr/bin/env node
// The main job on the embedded example configs (filled in by the matrix-generate work).
console.log('sweepkit demo: the matrix generator is not implemented yet.');
