/**
 * The merge dialog lists only the fields both sides changed differently, by their form labels,
 * with the value before, the editor's and the one saved meanwhile; the editor picks per field.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MergeDialog, type MergeChoice } from '~/editor/app/dialogs';
import { formSchemaOf } from '~/editor/core/form-schema';
import { mergeEdits, mergeLabel } from '~/editor/core/merge';
import { setAt } from '~/editor/core/values';
import { editorSchemaFor } from '~/editor/core/validation';

describe('<MergeDialog>', () => {
  const formSchema = formSchemaOf(editorSchemaFor('industry'));
  const base = { hero: { headline: 'Old headline', subheadline: 'Old sub' }, name: 'Lawyers' };
  const merge = mergeEdits(
    { data: base, body: 'One.\n\nTwo.\n' },
    { data: setAt(setAt(base, ['hero', 'headline'], 'My headline'), ['name'], 'Law firms'), body: 'One.\n\nMy two.\n' },
    { data: setAt(setAt(base, ['hero', 'headline'], 'Their headline'), ['hero', 'subheadline'], 'Their sub'), body: 'One.\n\nTheir two.\n' },
  );
  const conflicts: MergeChoice[] = merge.conflicts.map((conflict) => ({ ...conflict, label: mergeLabel(formSchema, conflict.path) }));

  it('asks only for the fields changed on both sides, by label, and gives the choices per field', () => {
    const onMerge = vi.fn();
    const { rerender } = render(<MergeDialog conflicts={null} onMerge={onMerge} onClose={() => {}} />);
    rerender(<MergeDialog conflicts={conflicts} theirsWords="saved on GitHub meanwhile" onMerge={onMerge} onClose={() => {}} />);
    const headline = mergeLabel(formSchema, ['hero', 'headline']);
    expect(headline).not.toBe('hero.headline');
    const legends = screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);
    expect(legends).toEqual([headline, 'Prose, paragraph 2']);
    // Fields changed on one side only are not asked about.
    expect(screen.queryByText(/Their sub|Law firms/)).toBeNull();
    expect(screen.getByText('Before: "Old headline"')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText(/Theirs, saved on GitHub meanwhile: "Their headline"/));
    fireEvent.click(screen.getByRole('button', { name: 'Save the merge' }));
    expect(onMerge).toHaveBeenCalledWith({ 'field:hero.headline': 'theirs', [conflicts[1]!.id]: 'mine' });
    const chosen = onMerge.mock.calls[0]![0] as Record<string, 'mine' | 'theirs'>;
    expect(merge.fields(chosen)).toEqual({ hero: { headline: 'Their headline', subheadline: 'Their sub' }, name: 'Law firms' });
    expect(merge.body(chosen)).toBe('One.\n\nMy two.\n');
  });
});
