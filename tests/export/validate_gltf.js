// Validate one glTF / GLB file with Khronos' glTF-Validator and print its report as JSON.
//
//   node tests/export/validate_gltf.js FILE [VALIDATOR_DIR]
//
// VALIDATOR_DIR defaults to .cache/npm/node_modules/gltf-validator (installed by
// packaging/bootstrap.sh). Exit status: 0 report printed, 1 the validator could
// not run (missing package, unreadable file, unrecognised format).
"use strict";
const fs = require("fs");
const path = require("path");

const file = process.argv[2];
const validatorDir = process.argv[3] ||
  path.join(__dirname, "..", "..", ".cache", "npm", "node_modules", "gltf-validator");

let validator;
try {
  validator = require(path.resolve(validatorDir));
} catch (error) {
  console.error(`glTF-Validator not found at ${validatorDir}: run bash packaging/bootstrap.sh test`);
  process.exit(1);
}

validator.validateBytes(new Uint8Array(fs.readFileSync(file)), {
  uri: path.basename(file),
  maxIssues: 0, // report every issue
  writeTimestamp: false,
}).then(
  (report) => console.log(JSON.stringify(report, null, 1)),
  (error) => { console.error(`validator refused ${file}: ${error}`); process.exit(1); },
);
