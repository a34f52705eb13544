type Found = { path: PropertyKey[]; value: string };

/** Every string stored under one of `keys`, anywhere in `data`, with its path. */
export function findStrings(data: unknown, keys: ReadonlySet<string>, base: PropertyKey[] = []): Found[] {
  const found: Found[] = [];
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (keys.has(key) && typeof child === 'string') found.push({ path: [...path, key], value: child });
        else visit(child, [...path, key]);
      }
    }
  };
  visit(data, base);
  return found;
}
