/**
 * Import cycles, checked by dependency-cruiser on every `npm run lint` (issue 31, decision 066):
 * the server, the web app and the contract, each file's imports followed as Node and Vite resolve them.
 * The modules' layers and the queries-in-repositories rule stay in eslint.config.js.
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Two files that import each other, directly or around a loop, cannot be read, tested or moved apart: move what both need into a third file.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.react-router|data|test-results)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.depcruise.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
  },
};
