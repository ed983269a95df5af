/** Street names found in almost every German town. */
import { list } from './list.js';

export const STREETS: readonly string[] = list(`
  Hauptstraße, Bahnhofstraße, Gartenstraße, Schulstraße, Dorfstraße, Bergstraße, Lindenstraße, Kirchstraße,
  Waldstraße, Ringstraße, Wiesenweg, Mühlenweg, Am Markt, Industriestraße, Friedrich-Ebert-Straße,
  Goethestraße, Schillerstraße, Mozartstraße, Beethovenstraße, Rosenstraße, Birkenweg, Eichenweg, Ahornweg,
  Feldstraße, Poststraße, Marktplatz, Kantstraße, Am Bahnhof, Am Sportplatz, Talstraße, Blumenstraße,
  Parkstraße, Sonnenstraße, Lessingstraße, Uhlandstraße, Wilhelmstraße, Kaiserstraße, Königstraße,
  Friedrichstraße, Luisenstraße, Humboldtstraße, Brunnenstraße, Burgstraße, Neue Straße, Alte Landstraße,
  Gewerbestraße, Robert-Koch-Straße, Max-Planck-Straße, Carl-Benz-Straße, Siemensstraße, Daimlerstraße,
  Rathausstraße, Jahnstraße, Grüner Weg, Im Winkel, An der Kirche, Am Anger, Mittelstraße, Hafenstraße,
  Kanalstraße, Breite Straße, Lange Straße, Weststraße, Nordring, Südring, Heinrich-Heine-Straße,
  Bismarckstraße, Leipziger Straße, Berliner Straße, Hamburger Straße, Frankfurter Straße, Münchener Straße,
  Dresdner Straße, Kölner Straße, Am Mühlbach, Auf dem Kamp, Zum Silberstollen, Gutenbergstraße,
  Otto-Hahn-Straße, Rudolf-Diesel-Ring, Im Gewerbepark, Am Yachthafen, Lilienthalstraße, Sandweg,
  Kastanienallee, Schlossstraße, Hohe Straße, Am Stadtpark
`);
