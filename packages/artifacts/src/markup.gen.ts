// Generated from the markup contract (docs_compiler/markdown/markup.py) by //packages/artifacts:markup_gen; do not edit.
// After a change to it: ./tools/bazel run //packages/artifacts:markup_gen_update

export const MARKUP = {
  copyCode: "copy-code",
  headerAnchor: "header-anchor",
  tabs: "tabs",
  tabsList: "tabs-list",
  tabsPanel: "tabs-panel",
  tabGroup: "data-group",
  tabValue: "data-value",
  route: "data-route",
  quickInfo: "qi",
  quickInfoTip: "qi-tip",
  claim: "claim",
  claimSource: "claim-source",
} as const;
