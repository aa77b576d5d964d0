import { ApiError, NetworkError } from './api-client';
import { showToast } from './toast-store';

/** Shows the toast a failed call deserves (spec §8 and the BFF's error catalogue). */
export function toastForError(error: unknown): void {
  if (error instanceof NetworkError) {
    showToast({ variant: 'danger', key: 'errors.apiUnreachable' });
    return;
  }
  if (error instanceof ApiError) {
    if (error.code === 'store_unavailable') {
      // The BFF's store (Redis) is down: the session cannot be checked; the firm API is not at fault.
      showToast({ variant: 'danger', key: 'errors.serviceUnavailable' });
    } else if (error.status === 502 || error.status === 503 || error.status === 504) {
      showToast({ variant: 'danger', key: 'errors.apiUnreachable' });
    } else if (error.code === 'invalid_credentials') {
      showToast({ variant: 'danger', key: 'errors.invalidCredentials' });
    } else if (error.status === 429) {
      showToast({ variant: 'warning', key: 'errors.tooManyAttempts', serverText: error.serverMessage });
    } else if (error.code === 'edit_conflict') {
      showToast({ variant: 'warning', key: 'errors.editConflict', serverText: error.serverMessage });
    } else if (error.status === 400) {
      showToast({ variant: 'danger', key: 'errors.invalidRequest', serverText: error.serverMessage });
    } else {
      showToast({ variant: 'danger', key: 'errors.unexpected', serverText: error.serverMessage });
    }
    return;
  }
  showToast({ variant: 'danger', key: 'errors.unexpected' });
}
