import { App } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useErrorText } from '../../lib/error-text';
import { failureOfError } from '../../lib/use-api-call';
import { createOnlinePayment } from './api/create-online-payment';

/**
 * Starts an online payment and sends the browser to the gateway's page; the gateway brings it
 * back to this page (`return_path`), where the payment is then checked.
 */
export function usePayOnline(transactionId: number) {
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { pathname } = useLocation();
  const [isStarting, setIsStarting] = useState(false);

  const start = async () => {
    setIsStarting(true);
    try {
      const payment = await createOnlinePayment(transactionId, pathname);
      if (!payment.payment_url) throw new Error('the gateway gave no payment page');
      window.location.assign(payment.payment_url);
    } catch (error) {
      setIsStarting(false);
      void message.error(errorText(failureOfError(error)));
    }
  };
  return { start, isStarting };
}
