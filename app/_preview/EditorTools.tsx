/**
 * The editors' tools (draft banner, click-to-edit overlays). The static export renders nothing
 * here; the preview server swaps this module for LiveEditorTools (see next.config.ts).
 */
export function EditorTools() {
  return null
}
