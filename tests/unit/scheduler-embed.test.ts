/**
 * The scheduling calendar's server-rendered markup (SchedulerEmbed.astro, rendered by Astro's
 * container API): Calendly's address with the parameters that hide the event details and the
 * cookie banner, an accessible name, and the calendar's height for each variant (480, 520 and 560 px on /contact, 720 px on /book).
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import SchedulerEmbed from '~/components/sections/SchedulerEmbed.astro';
import { SCHEDULER } from '~/lib/config';
import { STUDIO } from '../../netlify/generated/studio.ts';
import { filledContentFile } from '../fixtures/content-files';

/** Its texts, as the pages hand them over (src/content/blocks/scheduler.yaml). */
const texts = filledContentFile('blocks/scheduler.yaml');

async function renderEmbed(props: Record<string, unknown> = {}) {
  const container = await AstroContainer.create();
  const html = await container.renderToString(SchedulerEmbed, { props: { texts, studio: STUDIO, ...props } });
  const doc = new JSDOM(html).window.document;
  return { wrapper: doc.querySelector<HTMLElement>('[data-scheduler]')!, iframe: doc.querySelector('iframe')! };
}

describe('SchedulerEmbed.astro', () => {
  it("embeds Calendly, lazily, with the parameters that hide details and the cookie banner, and those of Calendly's inline embed (its messages need them)", async () => {
    const { iframe } = await renderEmbed();
    expect(iframe.getAttribute('src')).toBe(
      'https://calendly.com/northlight-studio/strategy-call?hide_event_type_details=1&hide_gdpr_banner=1&embed_type=Inline&embed_domain=northlight.studio',
    );
    expect(iframe.getAttribute('title')).toBe('Schedule a strategy call with Northlight Studio');
    expect(iframe.getAttribute('loading')).toBe('lazy');
  });

  it('sizes the contact calendar 480/520/560 px by breakpoint', async () => {
    const { wrapper, iframe } = await renderEmbed({ variant: 'contact' });
    expect(wrapper.dataset.scheduler).toBe('contact');
    expect(wrapper.style.getPropertyValue('--cal-h')).toBe('480px');
    expect(wrapper.style.getPropertyValue('--cal-h-md')).toBe('520px');
    expect(wrapper.style.getPropertyValue('--cal-h-lg')).toBe('560px');
    expect(iframe.className).toContain('md:h-(--cal-h-md)');
    expect(iframe.className).toContain('lg:h-(--cal-h-lg)');
  });

  it('sizes the /book calendar 720 px at every width', async () => {
    const { wrapper, iframe } = await renderEmbed({ variant: 'book' });
    expect(wrapper.style.getPropertyValue('--cal-h')).toBe('720px');
    expect(iframe.className).not.toContain('md:h-');
  });

  it('names /payment as where a scheduled call leads (for the listener)', async () => {
    const { wrapper } = await renderEmbed();
    expect(wrapper.dataset.next).toBe('/payment');
  });

  it('holds its place with the scheduling page, the e-mail and the phone, at the calendar\'s height', async () => {
    const { wrapper } = await renderEmbed({ variant: 'contact' });
    const slot = wrapper.querySelector<HTMLElement>('[data-scheduler-slot]')!;
    expect(slot.className).toContain('h-(--cal-h)');
    expect(slot.className).toContain('lg:h-(--cal-h-lg)');
    const links = [...slot.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([SCHEDULER.url, `mailto:${STUDIO.email}`, STUDIO.phoneHref]);
    expect(slot.querySelector('a[target="_blank"]')).toHaveProperty('rel', 'noopener noreferrer');
  });

  it('takes its accessible name from its texts', async () => {
    const { iframe } = await renderEmbed({ texts: { ...texts, frameTitle: 'Pick a time' } });
    expect(iframe.getAttribute('title')).toBe('Pick a time');
  });
});
