// JSON that goes inside a <script> element (data blocks, JSON-LD, speculation rules). The HTML parser ends a script
// at the first `</script` and treats `<!--` specially, whatever the JSON means, so `<` and `>` never appear raw; `&` is
// escaped so the text reads the same if it is ever moved into an attribute; U+2028 and U+2029 are escaped because
// older JavaScript engines take them for line breaks inside string literals. JSON.parse gives back the exact value.
const UNSAFE = /[<>&\u2028\u2029]/g;

const escapeOf = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `JSON.stringify(value)` safe to place between `<script …>` and `</script>`. */
export function scriptJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(UNSAFE, escapeOf);
}
