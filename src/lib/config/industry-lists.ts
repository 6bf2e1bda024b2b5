/**
 * How many industries a list of them shows: the header's and the footer's Who We Serve menus, the
 * home page's cards, the guides on /resources and the AI review's choice of industry. A site of a
 * usual size lists every industry in each of them; past this number a list shows the first ones
 * in menu order and links the "Who we serve" index, which lists them all. Without a bound every
 * page would carry every industry (the footer is on every page), and the site's bytes would grow
 * with the square of the number of industry files. Part of the site config: import from
 * `~/lib/config`.
 */
export const INDUSTRY_LIST_LIMIT = 12;
