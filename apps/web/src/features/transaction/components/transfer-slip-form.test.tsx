import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { buildPayment, buildTransaction } from '../../../testing/transaction-factory';
import { TransferSlipForm } from './transfer-slip-form';

const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  setTestRuntimeConfig();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

function chooseFile(file: File) {
  fireEvent.change(screen.getByTestId('trx-slip-file'), { target: { files: [file] } });
}

describe('TransferSlipForm', () => {
  it('sends the slip as multipart with its reference and the total as amount, then shows the answer', async () => {
    const submitted = buildTransaction({ status: 'payment_submitted', payments: [buildPayment()] });
    fetchMock.mockResolvedValue(jsonResponse(201, { data: submitted }));
    const onSubmitted = vi.fn();
    await renderWithProviders(
      <TransferSlipForm transaction={buildTransaction()} onSubmitted={onSubmitted} />,
    );
    expect(screen.getByTestId<HTMLInputElement>('trx-slip-amount').value).toMatch(/^MYR\s55,170$/);
    const slip = new File(['%PDF-1.7'], 'slip.pdf', { type: 'application/pdf' });
    chooseFile(slip);
    fireEvent.change(screen.getByTestId('trx-slip-reference'), {
      target: { value: ' MBB-778812 ' },
    });
    fireEvent.click(screen.getByTestId('trx-slip-submit'));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(submitted));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/portal/api/v2/dealers/transactions/12/files/submit');
    expect(init.method).toBe('POST');
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('slip.pdf');
    expect(form.get('reference')).toBe('MBB-778812');
    expect(form.get('amount')).toBe('55170');
    // The browser writes the multipart boundary itself.
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it("offers its own chooser in the app's language and names the chosen file", async () => {
    await renderWithProviders(
      <TransferSlipForm transaction={buildTransaction()} onSubmitted={vi.fn()} />,
    );
    const input = screen.getByTestId<HTMLInputElement>('trx-slip-file');
    expect(input.hidden).toBe(true);
    expect(screen.getByTestId('trx-slip-file-name').textContent).toBe('No file chosen');
    const opened = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: /Choose file/ }));
    expect(opened).toHaveBeenCalledOnce();
    chooseFile(new File(['%PDF-1.7'], 'maybank-slip.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('trx-slip-file-name').textContent).toBe('maybank-slip.pdf');
  });

  it('refuses a file of another kind before sending anything', async () => {
    await renderWithProviders(
      <TransferSlipForm transaction={buildTransaction()} onSubmitted={vi.fn()} />,
    );
    chooseFile(new File(['x'], 'slip.heic', { type: 'image/heic' }));
    fireEvent.change(screen.getByTestId('trx-slip-reference'), { target: { value: 'R1' } });
    fireEvent.click(screen.getByTestId('trx-slip-submit'));
    expect(
      await screen.findByText('Choose a PDF, JPEG, PNG or WebP file of at most 10 MB.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says why the server refused the slip', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, { message: 'mismatch', code: 'payment_amount_mismatch' }),
    );
    await renderWithProviders(
      <TransferSlipForm transaction={buildTransaction()} onSubmitted={vi.fn()} />,
    );
    chooseFile(new File(['x'], 'slip.png', { type: 'image/png' }));
    fireEvent.change(screen.getByTestId('trx-slip-reference'), { target: { value: 'R1' } });
    fireEvent.click(screen.getByTestId('trx-slip-submit'));
    expect(await screen.findByText('The amount must equal the total on the invoice.')).toBeTruthy();
  });
});
