// Built by issue 13's registry work: replaced by the real RegistryEditor.
export function RegistryEditor() {
  return null;
}
