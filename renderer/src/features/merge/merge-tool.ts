/** The tool type this panel drives; its limits and accepted files come from the backend's registry. */
export const MERGE_TOOL_TYPE = 'pptx.join';
