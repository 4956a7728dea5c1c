import type { CloseButtonProps } from 'react-toastify';

/**
 * react-toastify's close button (its class names, so its styles apply) with a label in the page's
 * language; the library's own says "close" and is not exported to label otherwise.
 */
export function ToastCloseButton({ closeToast, theme, label }: Pick<CloseButtonProps, 'closeToast' | 'theme'> & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}
