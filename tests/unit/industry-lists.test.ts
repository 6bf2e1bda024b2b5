/**
 * Lists of industries are bounded: the menus, the home cards, /resources and the AI review's
 * choice show at most INDUSTRY_LIST_LIMIT, the first in menu order, and say when they leave some
 * out (they then link the index of all). The build-level check with many industry files is
 * tests/build/industry-scale.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { INDUSTRY_LIST_LIMIT } from '~/lib/config';
import { firstOfList, isCut } from '~/lib/industry-lists';
import { linkPath, whoWeServeMenus, type IndustryMenuEntry } from '~/lib/navigation';

const entry = (n: number, header = true): IndustryMenuEntry => ({ slug: `industry-${n}`, menu: { label: `Industry ${n}`, order: n, header } });
/** `count` industries, given in reverse menu order. */
const industries = (count: number, header: (n: number) => boolean = () => true) => Array.from({ length: count }, (_, i) => entry(count - i, header(count - i)));

describe('a list of industries', () => {
  it('shows every one up to the limit', () => {
    const list = firstOfList(['a', 'b', 'c']);
    expect(list).toEqual({ shown: ['a', 'b', 'c'], total: 3 });
    expect(isCut(list)).toBe(false);
    expect(isCut(firstOfList(Array.from({ length: INDUSTRY_LIST_LIMIT }, (_, i) => i)))).toBe(false);
  });

  it('past the limit, shows the first ones and says how many there are', () => {
    const items = Array.from({ length: INDUSTRY_LIST_LIMIT + 5 }, (_, i) => i);
    const list = firstOfList(items);
    expect(list.shown).toEqual(items.slice(0, INDUSTRY_LIST_LIMIT));
    expect(list.total).toBe(INDUSTRY_LIST_LIMIT + 5);
    expect(isCut(list)).toBe(true);
  });
});

describe('the Who We Serve menus', () => {
  it('list the industries in menu order: the header those marked for it, the footer all', () => {
    const menus = whoWeServeMenus(industries(4, (n) => n !== 2));
    expect(menus.footer.shown.map((link) => link.href)).toEqual(['/industry-1', '/industry-2', '/industry-3', '/industry-4']);
    expect(menus.header.shown.map((link) => link.label)).toEqual(['Industry 1', 'Industry 3', 'Industry 4']);
    expect(isCut(menus.footer) || isCut(menus.header)).toBe(false);
  });

  it('stop at the limit with many industries, the first in menu order', () => {
    const count = INDUSTRY_LIST_LIMIT * 3;
    const menus = whoWeServeMenus(industries(count));
    for (const menu of [menus.header, menus.footer]) {
      expect(menu.shown.map((link) => link.href)).toEqual(Array.from({ length: INDUSTRY_LIST_LIMIT }, (_, i) => `/industry-${i + 1}`));
      expect(menu.total).toBe(count);
    }
  });
});

describe('a page path as the links name it', () => {
  it('drops .html and a trailing slash', () => {
    expect(linkPath('/lawyers.html')).toBe('/lawyers');
    expect(linkPath('/lawyers/')).toBe('/lawyers');
    expect(linkPath('/')).toBe('/');
  });
});
