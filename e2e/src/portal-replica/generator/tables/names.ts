/** Given names and surnames as they occur in German insolvency notices (common and migrant-background names). */
import { list } from './list.js';

export const MALE_FIRST_NAMES: readonly string[] = list(`
  Thomas, Michael, Andreas, Stefan, Frank, Markus, Christian, Jürgen, Peter, Klaus, Uwe, Martin, Ralf, Sven,
  Dirk, Jens, Torsten, Oliver, Matthias, Alexander, Daniel, Sebastian, Tobias, Florian, Marco, Dennis, Kevin,
  Patrick, Jan, Tim, Lukas, Jonas, Felix, Maximilian, Niklas, Philipp, Benjamin, David, Simon, Manuel, Mehmet,
  Ahmet, Mustafa, Ali, Hasan, Murat, Emre, Piotr, Krzysztof, Andrzej, Sergej, Alexej, Dimitri, Waldemar,
  Giuseppe, Antonio, Salvatore, Ivan, Dragan, Nikola, Georgios, Karl-Heinz, Hans-Peter, Wolfgang, Manfred,
  Helmut, Gerhard, Dieter, Bernd, Rainer, Heiko, Holger, Carsten, Björn, Kai, Lars, Nils, René, Mario, Enrico,
  Steffen, Ronny, Maik, Danny, Hans-Jürgen, Marcel, Robert, Norbert, Detlef, Joachim, Volker, Günter, Horst,
  Werner, Jörg, Mohamed, Omar, Youssef, Bilal, Tuan, Minh, Adrian, Florin, Mihai, Luca
`);

export const FEMALE_FIRST_NAMES: readonly string[] = list(`
  Sabine, Petra, Andrea, Claudia, Susanne, Nicole, Stefanie, Katrin, Anja, Melanie, Sandra, Tanja, Daniela,
  Julia, Christina, Sarah, Jennifer, Jessica, Laura, Lisa, Anna, Lena, Marie, Sophie, Katharina, Nadine,
  Manuela, Birgit, Monika, Gabriele, Renate, Ursula, Karin, Heike, Silke, Kerstin, Bianca, Jacqueline, Mandy,
  Peggy, Yvonne, Ramona, Doreen, Ayse, Fatma, Elif, Zeynep, Agnieszka, Katarzyna, Olga, Tatjana, Natalia,
  Swetlana, Maria, Elena, Francesca, Ana, Ivana, Jasmin, Vanessa, Annika, Franziska, Janina, Carina, Miriam,
  Ines, Martina, Elke, Cornelia, Simone, Anne-Kathrin, Hannelore, Ingrid, Brigitte, Christa, Marion, Angelika,
  Diana, Nina, Leonie, Emily, Svenja, Denise, Chantal, Aylin, Leyla, Amira, Thi Lan, Mihaela, Irina
`);

export const SURNAMES: readonly string[] = list(`
  Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Schäfer, Koch, Bauer,
  Richter, Klein, Wolf, Schröder, Neumann, Schwarz, Zimmermann, Braun, Krüger, Hofmann, Hartmann, Lange,
  Schmitt, Werner, Schmitz, Krause, Meier, Lehmann, Schmid, Schulze, Maier, Köhler, Herrmann, König, Walter,
  Mayer, Huber, Kaiser, Fuchs, Peters, Lang, Scholz, Möller, Weiß, Jung, Hahn, Schubert, Vogel, Friedrich,
  Keller, Günther, Frank, Berger, Winkler, Roth, Beck, Lorenz, Baumann, Franke, Albrecht, Schuster, Simon,
  Ludwig, Böhm, Winter, Kraus, Martin, Schumacher, Krämer, Vogt, Stein, Jäger, Otto, Sommer, Groß, Seidel,
  Heinrich, Brandt, Haas, Schreiber, Graf, Schulte, Dietrich, Ziegler, Kuhn, Kühn, Pohl, Engel, Horn, Busch,
  Bergmann, Thomas, Voigt, Sauer, Arnold, Wolff, Pfeiffer, Brinkmann, Hansen, Jansen, Petersen, Janssen, Kruse,
  Ehlers, Wilke, Kowalczyk, Decker, Böttcher, Thiel, Ernst, Menzel, Kern, Lindner, Ebert, Kramer, Göbel,
  Hübner, Hauser, Stark, Brückner, Rieger, Gerlach, Kaya, Yilmaz, Demir, Sahin, Celik, Öztürk, Aydin, Arslan,
  Dogan, Kowalski, Nowak, Wisniewski, Lewandowski, Kaminski, Zielinski, Schewtschenko, Iwanow, Petrow, Smirnow,
  Becker-Hansen, Rossi, Russo, Esposito, Bianchi, Romano, Papadopoulos, Nguyen, Tran, Pham, Popescu, Horvat,
  Jovanovic, Hadzic, Haddad, Khalil, Saleh, Al-Ahmad, Hoge-Peters, von Möller, Müller-Wiegand,
  Schmidt-Rottluff, Kollmeier, Uphues, Lüdemann, Ostermann, Tiedemann, Reimers, Heitmann, Wendler, Naumann,
  Fiebig, Kästner, Rößler, Stolz, Kunze, Ulbrich, Rudolph, Ackermann, Bähr, Fröhlich, Hering, Mertens, Kessler,
  Wiegand, Nolte, Bruns, Stahl, Gärtner
`);
