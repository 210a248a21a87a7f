/**
 * pr-link formats. The repository is a parameter:
 * canonical links are `https://github.com/<repo>/pull/<digits>`, nothing else.
 */
import { escapeRegExp } from '../text.js';

export const PLACEHOLDER = 'XXX';

/** Python repr of a string as the reference quotes it in messages ('…'). */
export function pyRepr(value: string): string {
  if (value.includes("'") && !value.includes('"')) return `"${value}"`;
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

export class PrLinks {
  readonly base: string;
  private readonly canonical: RegExp;

  constructor(readonly repo: string) {
    this.base = `https://github.com/${repo}/pull/`;
    this.canonical = new RegExp(`^${escapeRegExp(this.base)}[0-9]+$`);
  }

  isCanonical(link: string): boolean {
    return this.canonical.test(link);
  }

  isPlaceholder(link: string): boolean {
    return link === PLACEHOLDER || link === `${this.base}${PLACEHOLDER}`;
  }

  forPr(prNumber: number): string {
    return `${this.base}${prNumber}`;
  }

  /** The rule for a newly appended entry's link; returns the problem, or undefined when fine. */
  checkAdded(link: string, prNumber: number | undefined): string | undefined {
    if (prNumber !== undefined) {
      const expected = this.forPr(prNumber);
      if (this.isPlaceholder(link) || link === expected) return undefined;
      return `new PR entry must use ${pyRepr(expected)} or an XXX placeholder; found ${pyRepr(link)}`;
    }
    return this.isCanonical(link) ? undefined : `new main-branch entry has invalid pr-link: ${pyRepr(link)}`;
  }
}
