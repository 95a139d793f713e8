import { fetchWeatherForecast } from '../../api/thryveApi';
import { useApiQuery } from '../../api/useApiQuery';
import { LoadingStatus } from '../../components/LoadingStatus';
import { QueryError } from '../../components/QueryError';
import { useHostMessages } from '../../i18n/useHostMessages';
import { HOME_EN_MESSAGES } from './messages.en';

/** The sample forecast (placeholder data served by `GET weatherForecast`). */
export function WeatherList() {
  const query = useApiQuery(fetchWeatherForecast);
  const { t, formatDate, formatNumber } = useHostMessages(HOME_EN_MESSAGES);
  return (
    <section className="card" aria-labelledby="weather-title">
      <h2 id="weather-title">{t('host.weatherHeading')}</h2>
      {query.status === 'loading' && <LoadingStatus label={t('host.weatherLoading')} />}
      {query.status === 'error' && (
        <QueryError title={t('host.weatherFailed')} error={query.error} onRetry={query.retry} />
      )}
      {query.status === 'success' && (
        <table className="weather">
          <caption className="visually-hidden">{t('host.weatherCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('host.weatherDate')}</th>
              <th scope="col">{t('host.weatherSummary')}</th>
              <th scope="col">{t('host.weatherCelsius')}</th>
              <th scope="col">{t('host.weatherFahrenheit')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((item) => (
              <tr key={item.date}>
                <td>{formatDate(item.date)}</td>
                <td>{item.summary}</td>
                <td>{formatNumber(item.temperatureC)}</td>
                <td>{formatNumber(item.temperatureF)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
