// GitHub's filter pattern syntax for branches, tags and paths:
// `*` any characters but `/`, `**` any characters, `?` / `+` zero-or-one / one-or-more of
// the preceding character, `[...]` a character class, and a leading `!` negates.

function patternToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '*') {
      if (pattern[i + 1] === '*') {
        source += '.*';
        i++;
      } else source += '[^/]*';
    } else if (char === '?' || char === '+') source += char;
    else if (char === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end === -1) source += '\\[';
      else {
        source += pattern.slice(i, end + 1);
        i = end;
      }
    } else source += char.replace(/[.^$|(){}\\\]]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Whether `value` matches the pattern list; later patterns (incl. `!` negations) win. */
export function matchesFilter(value: string, patterns: string[]): boolean {
  let matched = false;
  for (const pattern of patterns) {
    const negated = pattern.startsWith('!');
    if (patternToRegExp(negated ? pattern.slice(1) : pattern).test(value)) matched = !negated;
  }
  return matched;
}
