import { useLocation, useNavigate } from 'react-router';
import { lazyOverlay } from '../../../components/lazy-screen.tsx';
import { COMPOSE_PARAM, QUOTED_ID_PARAM } from './compose-button.tsx';

const ComposerDialog = lazyOverlay(() =>
  import('./composer-dialog.tsx').then((m) => m.ComposerDialog),
);

/**
 * Shows the composer while the address says ?compose=post (or ?compose=quote&quotedId=N); closing
 * goes back where it came from.
 */
export function ComposerHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const mode = params.get(COMPOSE_PARAM);
  const quotedId = Number(params.get(QUOTED_ID_PARAM));
  if (mode !== 'post' && !(mode === 'quote' && Number.isInteger(quotedId) && quotedId > 0)) {
    return null;
  }
  const close = () => {
    if ((location.state as { composerOpenedHere?: boolean } | null)?.composerOpenedHere) {
      void navigate(-1);
    } else {
      params.delete(COMPOSE_PARAM);
      params.delete(QUOTED_ID_PARAM);
      void navigate({ search: params.toString() }, { replace: true });
    }
  };
  return <ComposerDialog onClose={close} quotedId={mode === 'quote' ? quotedId : undefined} />;
}
