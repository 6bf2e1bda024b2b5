/**
 * The rename dialog names a problem of another field as the form labels it ("Top of the page
 * (hero) › Headline"), not by its key path (hero.headline).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenameDialog } from '~/editor/app/dialogs';
import { formSchemaOf, labelOfPath } from '~/editor/core/form-schema';
import type { RenamePlan } from '~/editor/core/lifecycle';
import { editorSchemaFor } from '~/editor/core/validation';

describe('<RenameDialog>', () => {
  it("names another field's problem by its label in the form", () => {
    const formSchema = formSchemaOf(editorSchemaFor('industry'));
    const path = ['hero', 'headline'];
    const plan = (): RenamePlan => ({
      change: null,
      attempted: null,
      problems: [],
      check: { problems: [], fields: [{ path, message: 'Write something here: it cannot be left empty.' }], body: [], elsewhere: [], clashes: [] },
      newName: 'attorneys.mdx',
      movedAlias: null,
      caseStudies: [],
    });
    const { rerender } = render(<RenameDialog open={false} currentSlug="lawyers" plan={plan} formSchema={formSchema} onClose={() => {}} onRename={() => {}} />);
    rerender(<RenameDialog open currentSlug="lawyers" plan={plan} formSchema={formSchema} onClose={() => {}} onRename={() => {}} />);
    fireEvent.change(screen.getByLabelText('New slug'), { target: { value: 'attorneys' } });
    const label = labelOfPath(formSchema, path);
    expect(label).not.toBe(path.join('.'));
    expect(screen.getByText(`${label}: Write something here: it cannot be left empty.`)).toBeInTheDocument();
    expect(screen.queryByText(/hero\.headline/)).toBeNull();
  });
});
