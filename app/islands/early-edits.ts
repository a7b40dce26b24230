/**
 * A field the visitor changed before its island was live: the browser shows the new
 * value, but the island's state still holds the server's. Hydration keeps the value on
 * screen, and an input and a change event per such field let the island read it as it
 * would a keystroke, so a calculator counts with it and a form sends it.
 */
export function passOnEarlyEdits(container: Element) {
  for (const field of container.querySelectorAll("input, select, textarea")) {
    if (!editedBeforeLive(field)) continue;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/** Whether the field differs from what the server's HTML said. */
export function editedBeforeLive(field: Element): boolean {
  if (field instanceof HTMLInputElement) {
    if (field.type === "checkbox" || field.type === "radio") return field.checked !== field.defaultChecked;
    return field.type !== "hidden" && field.value !== field.defaultValue;
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return false;
}
