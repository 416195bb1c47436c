import { useLocation, useNavigate } from 'react-router';
import { lazyOverlay } from '../../../components/lazy-screen.tsx';
import { COMPOSE_PARAM, DRAFT_ID_PARAM, QUOTED_ID_PARAM } from './compose-button.tsx';

const ComposerDialog = lazyOverlay(() =>
  import('./composer-dialog.tsx').then((m) => m.ComposerDialog),
);
const DraftComposer = lazyOverlay(() =>
  import('./draft-composer.tsx').then((m) => m.DraftComposer),
);

const idParam = (params: URLSearchParams, name: string) => {
  const id = Number(params.get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Shows the composer while the address says ?compose=post (or ?compose=quote&quotedId=N, or
 * ?compose=edit&draftId=N for one of the caller's drafts); closing goes back where it came from.
 */
export function ComposerHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const mode = params.get(COMPOSE_PARAM);
  const quotedId = idParam(params, QUOTED_ID_PARAM);
  const draftId = idParam(params, DRAFT_ID_PARAM);
  const close = () => {
    if ((location.state as { composerOpenedHere?: boolean } | null)?.composerOpenedHere) {
      void navigate(-1);
    } else {
      for (const name of [COMPOSE_PARAM, QUOTED_ID_PARAM, DRAFT_ID_PARAM]) params.delete(name);
      void navigate({ search: params.toString() }, { replace: true });
    }
  };
  if (mode === 'edit' && draftId) return <DraftComposer draftId={draftId} onClose={close} />;
  if (mode === 'post') return <ComposerDialog onClose={close} />;
  if (mode === 'quote' && quotedId) return <ComposerDialog onClose={close} quotedId={quotedId} />;
  return null;
}
