import { fetchWeatherForecast } from '../../api/thryveApi';
import { useApiQuery } from '../../api/useApiQuery';
import { LoadingStatus } from '../../components/LoadingStatus';
import { QueryError } from '../../components/QueryError';

/** The sample forecast (placeholder data served by `GET weatherForecast`). */
export function WeatherList() {
  const query = useApiQuery(fetchWeatherForecast);
  return (
    <section className="card" aria-labelledby="weather-title">
      <h2 id="weather-title">Weather forecast</h2>
      {query.status === 'loading' && <LoadingStatus label="Loading the forecast…" />}
      {query.status === 'error' && (
        <QueryError title="We couldn’t load the forecast." error={query.error} onRetry={query.retry} />
      )}
      {query.status === 'success' && (
        <table className="weather">
          <caption className="visually-hidden">Sample forecast for the next days</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Summary</th>
              <th scope="col">°C</th>
              <th scope="col">°F</th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((item) => (
              <tr key={item.date}>
                <td>{item.date}</td>
                <td>{item.summary}</td>
                <td>{item.temperatureC}</td>
                <td>{item.temperatureF}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
