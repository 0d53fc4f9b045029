/* global require, module */
// Stands in for Konva 9's Node entry (lib/index-node.js), whose first lines are
// `require('canvas')`: without the native module installed, loading it throws.
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('canvas')
module.exports = {}
