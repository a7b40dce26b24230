/**
 * The asterisk after a required field's label. Screen readers skip it: the field itself
 * says it is required (aria-required), and the form explains the asterisk in words.
 */
export function RequiredMark() {
  return (
    <>
      {" "}
      <span aria-hidden="true" className="text-red-700">
        *
      </span>
    </>
  );
}
