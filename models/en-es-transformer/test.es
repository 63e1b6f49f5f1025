Por el pecado de su boca, por la palabra de sus labios; y sean presos por su soberbia, y por la maldición y mentira que profieren.
Y como Jesús lo entendió, les dice: ¿Qué altercáis, porque no tenéis pan? ¿no consideráis ni entendéis? ¿aun tenéis endurecido vuestro corazón?
En esto conocerán todos que sois mis discípulos, si tuviereis amor los unos con los otros.
¿Andará el hombre sobre las brasas, sin que sus pies se abrasen?
Sacaréis aguas con gozo de las fuentes de la salud.
Mas los sacerdotes que llevaban el arca del pacto de Jehová, estuvieron en seco, firmes en medio del Jordán, hasta que todo el pueblo hubo acabado de pasar el Jordán; y todo Israel pasó en seco.
Y fuí íntegro para con él, y guardéme de mi iniquidad.
Y Helem, y Tobías, y Jedaía, y Hen, hijo de Sefanías, tendrán coronas por memorial en el templo de Jehová.
Y se elegirá capitanes de mil, y capitanes de cincuenta: pondrálos asimismo á que aren sus campos, y sieguen sus mieses, y á que hagan sus armas de guerra, y los pertrechos de sus carros:
Entonces el Nazareo raerá á la puerta del tabernáculo del testimonio la cabeza de su nazareato, y tomará los cabellos de la cabeza de su nazareato, y los pondrá sobre el fuego que está debajo del sacrificio de las paces.
No hay memoria de lo que precedió, ni tampoco de lo que sucederá habrá memoria en los que serán después.
En Phrygia y Pamphylia, en Egipto y en las partes de Africa que está de la otra parte de Cirene, y Romanos extranjeros, tanto Judíos como convertidos,
Y destruyó las ciudades, y toda aquella llanura, con todos los moradores de aquellas ciudades, y el fruto de la tierra.
Si dejaren sus hijos mi ley, y no anduvieren en mis juicios;
Y estuvo cercada la ciudad hasta el undécimo año del rey Sedechîas.
Y DIJO también á sus discípulos: Había un hombre rico, el cual tenía un mayordomo, y éste fué acusado delante de él como disipador de sus bienes.
He aquí que Jehová te trasportará en duro cautiverio, y de cierto te cubrirá el rostro.
Entonces Cornelio dijo: Cuatro días ha que á esta hora yo estaba ayuno; y á la hora de nona estando orando en mi casa, he aquí, un varón se puso delante de mí en vestido resplandeciente.
Como nada son todas las gentes delante de él; y en su comparación serán estimadas en menos que nada, y que lo que no es.
Y engrandecióse hasta el ejército del cielo; y parte del ejército y de las estrellas echó por tierra, y las holló.
Y vosotros sois testigos de estas cosas.
Así murió Rachêl, y fué sepultada en el camino de Ephrata, la cual es Beth-lehem.
Porque sabe de cierto que el día que salieres, y pasares el torrente de Cedrón, sin duda morirás, y tu sangre será sobre tu cabeza.
Y partidos de Succoth, asentaron campo en Etham, á la entrada del desierto.
Porque todos vosotros sois hijos de luz, é hijos del día; no somos de la noche, ni de las tinieblas.
Y PROFETIZARON Haggeo profeta, y Zacarías hijo de Iddo, profetas, á los Judíos que estaban en Judá y en Jerusalem yendo en nombre del Dios de Israel á ellos.
De los cielos te hizo oir su voz, para enseñarte: y sobre la tierra te mostró su gran fuego: y has oído sus palabras de en medio del fuego.
Y el varón de Dios le volvió el rostro afirmadamente, y estúvose así una gran pieza; y lloró el varón de Dios.
Acontecerá también en aquel día, que se tañerá con gran trompeta, y vendrán los que habían sido esparcidos en la tierra de Asiria, y los que habían sido echados en tierra de Egipto, y adorarán á Jehová en el monte santo, en Jerusalem.
El malo está atento al labio inicuo; y el mentiroso escucha á la lengua detractora.
Aparezca en tus siervos tu obra, y tu gloria sobre sus hijos.
Empero si él se determina en una cosa, ¿quién lo apartará? Su alma deseó, é hizo.
Zachû, Serebías, Sebanías,
Dijéronles: Mire Jehová sobre vosotros, y juzgue; pues habéis hecho heder nuestro olor delante de Faraón y de sus siervos, dándoles el cuchillo en las manos para que nos maten.
Y aquel segundo día, saliendo Benjamín de Gabaa contra ellos, derribaron por tierra otros diez y ocho mil hombres de los hijos de Israel, todos los cuales sacaban espada.
Y de allí subió á Beer-seba.
De quien fué hijo Joram, cuyo hijo fué Ochôzías, hijo del cual fué Joas;
Entonces Jesús respondiendo, dijo á la higuera: Nunca más coma nadie fruto de ti para siempre. Y lo oyeron sus discípulos.
Entonces crucificaron con él dos ladrones, uno á la derecha, y otro á la izquierda.
De la manera que Jehová ha sido con mi señor el rey, así sea con Salomón; y él haga mayor su trono que el trono de mi señor el rey David.
Y para poder discernir entre lo santo y lo profano, y entre lo inmundo y lo limpio;
Tú pues, hijo del hombre, profetiza y bate una mano con otra, y dóblese la espada la tercera vez, la espada de muertos: ésta es espada de gran matanza que los penetrará,
Entonces fué traído á él un endemoniado, ciego y mudo, y le sanó; de tal manera, que el ciego y mudo hablaba y veía.
Y las repetirás á tus hijos, y hablarás de ellas estando en tu casa, y andando por el camino, y al acostarte, y cuando te levantes:
Y reedificó la puerta del Muladar, Malchîas hijo de Rechâb, príncipe de la provincia de Beth-haccerem: él la reedificó, y levantó sus puertas, sus cerraduras y sus cerrojos.
Los hombres de seso dirán conmigo, y el hombre sabio me oirá:
Entonces Michâs le dijo: Quédate en mi casa, y me serás en lugar de padre y sacerdote; y yo te daré diez siclos de plata por año, y el ordinario de vestidos, y tu comida. Y el Levita se quedó.
Y he aquí que plantada está ella, ¿será prosperada? ¿No se secará del todo cuando el viento solano la tocare? En los surcos de su verdor se secará.
Porque como por la desobediencia de un hombre los muchos fueron constituídos pecadores, así por la obediencia de uno los muchos serán constituídos justos.
Y habló Jehová á Moisés, diciendo:
Respondió Jesús: Mi reino no es de este mundo: si de este mundo fuera mi reino, mis servidores pelearían para que yo no fuera entregado á los Judíos: ahora, pues, mi reino no es de aquí.
Y no angustiarás al extranjero: pues vosotros sabéis cómo se halla el alma del extranjero, ya que extranjeros fuisteis en la tierra de Egipto.
He aquí que todos sus compañeros serán avergonzados; porque los mismos artífices son de los hombres. Todos ellos se juntarán, estarán, se asombrarán, y serán avergonzados á una.
PORQUE he aquí que el Señor Jehová de los ejércitos quita de Jerusalem y de Judá el sustentador y el fuerte, todo sustento de pan y todo socorro de agua;
Empero la tierra será repartida por suerte; y por los nombres de las tribus de sus padres heredarán.
En el que estaban los caballos negros, salieron hacia la tierra del aquilón; y los blancos salieron tras ellos; y lo overos salieron hacia la tierra del mediodía.
Yo el rey Nabucodonosor he visto este sueño. Tú pues, Beltsasar, dirás la declaración de él, porque todos los sabios de mi reino nunca pudieron mostrarme su interpretación: mas tú puedes, porque hay en ti espíritu de los dioses santos.
Acábanse las oraciones de David, hijo de Isaí.
Los hijos de Madián: Epha, Epher, Henoch, Abida, y Eldaa; todos estos fueron hijos de Cethura.
Y los sabios del pueblo darán sabiduría á muchos: y caerán á cuchillo y á fuego, en cautividad y despojo, por días.
Rogámoste que pasemos por tu tierra; no pasaremos por labranza, ni por viña, ni beberemos agua de pozos: por el camino real iremos, sin apartarnos á la diestra ni á la siniestra, hasta que hayamos pasado tu término.
Y aun con todo esto, estando ellos en tierra de sus enemigos, yo no los desecharé, ni los abominaré para consumirlos, invalidando mi pacto con ellos: porque yo Jehová soy su Dios:
Y tuvieron guerra con los Agarenos, y Jethur, y Naphis, y Nodab.
Y los hijos vinieron y poseyeron la tierra, y humillaste delante de ellos á los moradores del país, á los Cananeos, los cuales entregaste en su mano, y á sus reyes, y á los pueblos de la tierra, para que hiciesen de ellos á su voluntad.
Entonces Festo dijo: Rey Agripa, y todos los varones que estáis aquí juntos con nosotros: veis á éste, por el cual toda la multitud de los Judíos me ha demandado en Jerusalem y aquí, dando voces que no conviene que viva más;
Empero el primer año de Ciro rey de Babilonia, el mismo rey Ciro dió mandamiento para que esta casa de Dios fuese edificada.
Viendo pues David que Saúl había salido en busca de su alma, estábase él en el bosque en el desierto de Ziph.
Y como el arca de Jehová llegó á la ciudad de David, aconteció que Michâl hija de Saúl miró desde una ventana, y vió al rey David que saltaba con toda su fuerza delante de Jehová: y menosprecióle en su corazón.
Al Egipcio y al Asirio dimos la mano, para saciarnos de pan.
Y la guarnición de los Filisteos salió al paso de Michmas.
Yo te he dado los años de su maldad por el número de los días, trescientos y noventa días: y llevarás la maldad de la casa de Israel.
Y comieron todos, y se hartaron; y alzaron lo que les sobró, doce cestos de pedazos.
Mas él dijo: No estoy loco, excelentísimo Festo, sino que hablo palabras de verdad y de templanza.
Los que quedaron del cuchillo, pasáronlos á Babilonia; y fueron siervos de él y de sus hijos, hasta que vino el reino de los Persas;
Y la palabra del Señor era sembrada por toda aquella provincia.
En tu mano están mis tiempos: líbrame de la mano de mis enemigos, y de mis perseguidores.
Orad por nosotros: porque confiamos que tenemos buena conciencia, deseando conversar bien en todo.
Y díjole Zeres su mujer, y todos sus amigos: Hagan una horca alta de cincuenta codos, y mañana di al rey que cuelguen á Mardochêo en ella; y entra con el rey al banquete alegre. Y plugo la cosa en los ojos de Amán, é hizo preparar la horca.
Y hallando á un Judío llamado Aquila, natural del Ponto, que hacía poco que había venido de Italia, y á Priscila su mujer, (porque Claudio había mandado que todos los Judíos saliesen de Roma) se vino á ellos;
Solamente las mujeres y los niños, y los animales, y todo lo que hubiere en la ciudad, todos sus despojos, tomarás para ti: y comerás del despojo de tus enemigos, los cuales Jehová tu Dios te entregó.
Y habiéndolos llamado, les decía en parábolas: ¿Cómo puede Satanás echar fuera á Satanás?
Porque Jehová toma contentamiento con su pueblo: hermoseará á los humildes con salud.
¿Quién echó libre al asno montés, y quién soltó sus ataduras?
Y fué su término desde Heleph, y Allón-saananim, y Adami-neceb, y Jabneel, hasta Lacum; y sale al Jordán;
Y SALIDO Jesús, íbase del templo; y se llegaron sus discípulos, para mostrarle los edificios del templo.
Esta es tu suerte, la porción de tus medidas de parte mía, dice Jehová; porque te olvidaste de mí, y confiaste en la mentira.
Porque muchos decían falso testimonio contra él; mas sus testimonios no concertaban.
Callad, moradores de la isla, mercader de Sidón, que pasando la mar te henchían.
Y á la puerta del atrio habrá un pabellón de veinte codos, de cárdeno, y púrpura, y carmesí, y lino torcido, de obra de bordador: sus columnas cuatro, con sus cuatro basas.
Ya vosotros sois limpios por la palabra que os he hablado.
Confió en Dios: líbrele ahora si le quiere: porque ha dicho: Soy Hijo de Dios.
Entonces los ancianos de aquella ciudad lo harán venir, y hablarán con él: y si él se levantare, y dijere, No quiero tomarla,
Mas querríamos oir de ti lo que sientes; porque de esta secta notorio nos es que en todos lugares es contradicha.
En sus pastos se hartaron, hartáronse, y ensoberbecióse su corazón: por esta causa se olvidaron de mí.
Y como descendieron á tierra, vieron ascuas puestas, y un pez encima de ellas, y pan.
La gloria de los jóvenes es su fortaleza, y la hermosura de los viejos la vejez.
Vino pues su padre á la mujer, y Samsón hizo allí banquete; porque así solían hacer los mancebos.
Y te afligió, é hízote tener hambre, y te sustentó con maná, comidaque no conocías tú, ni tus padres la habían conocido; para hacerte saber que el hombre no vivirá de solo pan, mas de todo lo que sale de la boca de Jehová vivirá el hombre.
Y tomaste de tus vestidos, é hicístete diversos altos lugares, y fornicaste en ellos: cosa semejante no vendrá, ni será así.
Mira, oh Dios, escudo nuestro, y pon los ojos en el rostro de tu ungido.
No es injuriosa, no busca lo suyo, no se irrita, no piensa el mal;
Y Mosa engendró á Bina, hijo del cual fué Rapha, hijo del cual fué Elasa, cuyo hijo fué Asel.
La lepra de Naamán se te pegará á ti, y á tu simiente para siempre. Y salió de delante de él leproso, blanco como la nieve.
Y tomó Jethro, suegro de Moisés, á Séphora la mujer de Moisés, después que él la envió,
Y tomó un mozo de los de Succoth, y preguntándole, él le dió por escrito los principales de Succoth y sus ancianos, setenta y siete varones.
Acerca de Damasco. Confundióse Hamath, y Arphad, porque oyeron malas nuevas: derritiéronse en aguas de desmayo, no pueden sosegarse.
Mas las asechanzas de ellos fueron entendidas de Saulo. Y ellos guardaban las puertas de día y de noche para matarle.
Tú, Jehová, los guardarás; guárdalos para siempre de aquesta generación.
Y Jehová dijo á Moisés: Di á Aarón tu hermano, que no en todo tiempo entre en el santuario del velo adentro, delante de la cubierta que está sobre el arca, para que no muera: porque yo apareceré en la nube sobre la cubierta.
Y llegasteis á mí todos vosotros, y dijisteis: Enviemos varones delante de nosotros, que nos reconozcan la tierra y nos traigan de vuelta razón del camino por donde hemos de subir, y de las ciudades adonde hemos de llegar.
Y viendo los hijos de Ammón que se habían hecho odiosos á David, enviaron los hijos de Ammón y tomaron á sueldo á los Siros de la casa de Rehob, y á los Siros de Soba, veinte mil hombres de á pie: y del rey de Maaca mil hombres, y de Is-tob doce mil hombres.
Y hecho un azote de cuerdas, echólos á todos del templo, y las ovejas, y los bueyes; y derramó los dineros de los cambiadores, y trastornó las mesas;
Que hace cesar las guerras hasta los fines de la tierra: que quiebra el arco, corta la lanza, y quema los carros en el fuego.
Todo lo consagrado por voto en Israel será tuyo.
Entonces los de Judá alzaron grita; y así que ellos alzaron grita, Dios desbarató á Jeroboam y á todo Israel delante de Abías y de Judá:
Por lo cual el rey llamó á Joiada el principal, y díjole: ¿Por qué no has procurado que los Levitas traigan de Judá y de Jerusalem al tabernáculo del testimonio, la ofrenda que impuso Moisés siervo de Jehová, y de la congregación de Israel?
Vomitarás la parte que tú comiste, y perderás tus suaves palabras.
Y respondió su sirviente: ¿Cómo he de poner esto delante de cien hombres? Mas él tornó á decir: Da á la gente para que coman, porque así ha dicho Jehová: Comerán, y sobrará.
Y este término os irá rodeando desde el mediodía hasta la subida de Acrabbim, y pasará hasta Zin; y sus salidas serán del mediodía á Cades-barnea; y saldrá á Hasar-addar, y pasará hasta Asmón;
Porque aunque soy basto en la palabra, empero no en la ciencia: mas en todo somos ya del todo manifiestos á vosotros.
LA revelación de Jesucristo, que Dios le dió, para manifestar á sus siervos las cosas que deben suceder presto; yladeclaró, enviándolapor su ángel á Juan su siervo,
Y la cigüeña, y la garza según su especie, y la abubilla, y el murciélago.
Mas yo pondré á Ariel en apretura, y será desconsolada y triste; y será á mí como Ariel.
En muchas aguas te engolfaron tus remeros: viento solano te quebrantó en medio de los mares.
Y David le dijo: ¿Qué ha acontecido? ruégote que me lo digas. Y él respondió: El pueblo huyó de la batalla, y también muchos del pueblo cayeron y son muertos: también Saúl y Jonathán su hijo murieron.
Y les mandarás que digan á sus señores: Así ha dicho Jehová de los ejércitos, Dios de Israel: Así habéis de decir á vuestros señores:
ALCÉ después mis ojos, y miré y he aquí un varón que tenía en su mano un cordel de medir.
El hombre no se afirmará por medio de la impiedad: mas la raíz de los justos no será movida.
También en Tabera, y en Massa, y en Kibroth-hataavah, enojasteis á Jehová.
A más de esto, declaró Saphán escriba al rey, diciendo: El sacerdote Hilcías me dió un libro. Y leyó Saphán en él delante del rey.
Y agolpóse de nuevo la gente, de modo que ellos ni aun podían comer pan.
Cuando yo dijere al impío: De cierto morirás: y tú no le amonestares, ni le hablares, para que el impío sea apercibido de su mal camino, á fin de que viva, el impío morirá por su maldad, mas su sangre demandaré de tu mano.
Porque voz de endecha fué oída de Sión: ¡Cómo hemos sido destruídos! en gran manera hemos sido confundidos. ¿Por qué dejamos la tierra? ¿por qué nos han echado de sí nuestras moradas?
Y ellos no sabían que los entendía José, porque había intérprete entre ellos.
Yo soy el Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob? Dios no es Dios de muertos, sino de vivos.
Y aquel día el príncipe sacrificará por sí, y por todo el pueblo de la tierra, un becerro por el pecado.
Si como mueren todos los hombres murieren éstos, ó si fueren ellos visitados á la manera de todos los hombres, Jehová no me envió.
Desde los días de Gabaa has pecado, oh Israel: allí estuvieron: no los tomó la batalla en Gabaa contra los inicuos.
Y traedme á vuestro hermano el menor, para que yo sepa que no sois espías, sino hombres de verdad: así os daré á vuestro hermano, y negociaréis en la tierra.
Mas Barzillai dijo al rey: ¿Cuántos son los días del tiempo de mi vida, para que yo suba con el rey á Jerusalem?
No tentaréis á Jehová vuestro Dios, como lo tentasteis en Massa.
¿Le intimidarás tú como á alguna langosta? El resoplido de su nariz es formidable:
Y estáis ya olvidados de la exhortación que como con hijos habla con vosotros, diciendo: Hijo mío, no menosprecies el castigo del Señor, ni desmayes cuando eres de él reprendido.
Y él le dijo: Levántate, y vámonos. Mas ella no respondió. Entonces la levantó el varón, y echándola sobre su asno, levantóse y fuése á su lugar.
Porque no he rehuído de anunciaros todo el consejo de Dios.
La ira de Jehová soportaré, porque pequé contra él, hasta que juzgue mi causa y haga mi juicio; él me sacará á luz; veré su justicia.
Y enviaré fuego sobre Magog, y sobre los que moran seguramente en las islas; y sabrán que yo soy Jehová.
MAS los hijos de Israel hicieron lo malo en los ojos de Jehová; y Jehová los entregó en las manos de Madián por siete años.
Mas los Siros huyeron delante de Israel: é hirió David de los Siros la gente de setecientos carros, y cuarenta mil hombres de á caballo: hirió también á Sobach general del ejército, y murió allí.
Además yo fijaré lugar á mi pueblo Israel, yo lo plantaré, para que habite en su lugar, y nunca más sea removido, ni los inicuos le aflijan más, como antes,
Entre mi oración en tu presencia: inclina tu oído á mi clamor.
Ephraim se envolvió con los pueblos; Ephraim fué torta no vuelta.
Y Moisés salió á recibir á su suegro, é inclinóse, y besólo: y preguntáronse el uno al otro cómo estaban, y vinieron á la tienda.
Y Samuel dijo á Saúl: ¿Por qué me has inquietado haciéndome venir? Y Saúl respondió: Estoy muy congojado; pues los Filisteos pelean contra mí, y Dios se ha apartado de mí, y no me responde más, ni por mano de profetas, ni por sueños: por esto te he llamado, para que me declares qué tengo de hacer.
Ciertamente los justos alabarán tu nombre; los rectos morarán en tu presencia.
Mas las prudentes respondieron, diciendo: Porque no nos falte á nosotras y á vosotras, id antes á los que venden, y comprad para vosotras.
Porque de la santa ciudad se nombran, y en el Dios de Israel confían: su nombre, Jehová de los ejércitos.
Sube á la cumbre del Pisga, y alza tus ojos al occidente, y al aquilón, y al mediodía, y al oriente, y ve por tus ojos: porque no pasarás este Jordán.
Traerá, pues, al sacerdote por expiación, según tú lo estimes, un carnero sin tacha de los rebaños: y el sacerdote hará expiación por él de su yerro que cometió por ignorancia, y será perdonado.
Y Zorobabel engendró á Abiud: y Abiud engendró á Eliachîm: y Eliachîm engendró á Azor:
Y aconteció que yendo hablando entre sí, y preguntándose el uno al otro, el mismo Jesús se llegó, é iba con ellos juntamente.
Vosotros, pues, no procuréis qué hayáis de comer, ó qué hayáis de beber; ni estéis en ansiosa perplejidad.
Y los hijos de Joddai: Regem, Jotham, Gesán, Pelet, Epho, y Saaph.
Sino que el juicio será vuelto á justicia, y en pos de ella irán todos los rectos de corazón.
El secreto de Jehová es para los que le temen; y á ellos hará conocer su alianza.
Antes que vuestras ollas sientan las espinas, así vivos, así airados, los arrebatará él con tempestad.
Así tornaré á todo el pueblo á ti: y cuando ellos hubieren vuelto, (pues aquel hombre es el que tú quieres) todo el pueblo estará en paz.
Y ellos clamaron á Jehová, y dijeron: Pecamos, que hemos dejado á Jehová, y hemos servido á los Baales y á Astaroth: líbranos pues ahora de la mano de nuestros enemigos, y te serviremos.
No tengas ningún temor de las cosas que has de padecer. He aquí, el diablo ha de enviar algunos de vosotros á la cárcel, para que seáis probados, y tendréis tribulación de diez días. Sé fiel hasta la muerte, y yo te daré la corona de la vida.
El corazón de su marido está en ella confiado, y no tendrá necesidad de despojo.
Mas á éste, no pudiendo pagar, mandó su señor venderle, y á su mujer é hijos, con todo lo que tenía, y que se le pagase.
Y cuando él abrió el cuarto sello, oí la voz del cuarto animal, que decía: Ven y ve.
Y las gentes, viéndolo, se maravillaron, y glorificaron á Dios, que había dado tal potestad á los hombres.
Di á los hijos de Israel que tomen para mí ofrenda: de todo varón que la diere de su voluntad, de corazón, tomaréis mi ofrenda.
Porque para mí el vivir es Cristo, y el morir es ganancia.
Tomó también David los escudos de oro que llevaban los siervos de Adarezer, y trájolos á Jerusalem.
En esto conocemos que estamos en él, y él en nosotros, en que nos ha dado de su Espíritu.
Porque la risa del necio es como el estrépito de las espinas debajo de la olla. Y también esto es vanidad.
Y dió Dios á Salomón sabiduría, y prudencia muy grande, y anchura de corazón como la arena que está á la orilla del mar.
Y toda la tierra se tornará como llanura desde Gabaa hasta Rimmón al mediodía de Jerusalem: y ésta será enaltecida, y habitarse ha en su lugar desde la puerta de Benjamín hasta el lugar de la puerta primera, hasta la puerta de los rincones; y desde la torre de Hananeel hasta los lagares del rey.
De esta manera profetizaban también todos los profetas, diciendo: Sube á Ramoth de Galaad, y sé prosperado; porque Jehová la entregará en mano del rey.
Y enojóse Saúl en gran manera, y desagradó esta palabra en sus ojos, y dijo: A David dieron diez miles, y á mí miles; no le falta más que el reino.
Y sus casas serán traspasadas á otros, sus heredades y también sus mujeres; porque extenderé mi mano sobre los moradores de la tierra, dice Jehová.
Como está escrito en el libro de las palabras del profeta Isaías que dice: Voz del que clama en el desierto: Aparejad el camino del Señor, haced derechas sus sendas.
Que se han descaminado de la verdad, diciendo que la resurrección es ya hecha, y trastornan la fe de algunos.
Carísimos, si nuestro corazón no nos reprende, confianza tenemos en Dios;
Mas los que fueren tenidos por dignos de aquel siglo y de la resurrección de los muertos, ni se casan, ni son dados en casamiento:
Este será grande, y será llamado Hijo del Altísimo: y le dará el Señor Dios el trono de David su padre:
¿Quién es ésta que se muestra como el alba, hermosa como la luna, esclarecida como el sol, imponente como ejércitos en orden?
Y al Jebuseo, y al Amorrheo, y al Gergeseo,
Y los porteros, Accub, Talmón, y sus hermanos, guardas en las puertas, ciento setenta y dos.
Que le hace que su vida aborrezca el pan, y su alma la comida suave.
Oh Señor, sobre ellos vivirán tus piedades, y á todos diré consistir en ellas la vida de mi espíritu; pues tú me restablecerás, y me harás que viva.
Solícitos á guardar la unidad del Espíritu en el vínculo de la paz.
Después vino Salomón á Amath de Soba, y la tomó.
Y Aarón les dijo: Apartad los zarcillos de oro que están en las orejas de vuestras mujeres, y de vuestros hijos, y de vuestras hijas, y traédmelos.
Conforme á su inmundicia y conforme á sus rebeliones hice con ellos: y de ellos escondí mi rostro.
Los cuales están de la otra parte del Jordán, tras el camino del occidente en la tierra del Cananeo, que habita en la campiña delante de Gilgal, junto á los llanos de Moreh.
Y despertaré sobre ellas un pastor, y él las apacentará; á mi siervo David: él las apacentará, y él les será por pastor.
Y traed el becerro grueso, y matadlo, y comamos, y hagamos fiesta:
Y Josué dijo á los hijos de Israel: Llegaos acá, y escuchad las palabras de Jehová vuestro Dios.
Y serán amontonados como se amontonan encarcelados en mazmorra, y en prisión quedarán encerrados, y serán visitados después de muchos días.
Porque como el relámpago, relampagueando desde una parte de debajo del cielo, resplandece hasta la otra debajo del cielo, así también será el Hijo del hombre en su día.
Entonces les dijo: Del comedor salió comida, y del fuerte salió dulzura. Y ellos no pudieron declararle el enigma en tres días.
El juzgó la causa del afligido y del menesteroso, y entonces estuvo bien. ¿No es esto conocerme á mí? dice Jehová.
Pero á la mañana, cuando el vino había salido de Nabal, refirióle su mujer aquestas cosas; y se le amorteció el corazón, y quedóse como una piedra.
Y pasando de allí vió otros dos hermanos, Jacobo, hijo de Zebedeo, y Juan su hermano, en el barco con Zebedeo, su padre, que remendaban sus redes; y los llamó.
Los hijos de Simeón por sus familias: de Nemuel, la familia de los Nemuelitas; de Jamín, la familia de los Jaminitas; de Jachîn, la familia de los Jachînitas;
Los pecados de algunos hombres, antes que vengan ellos á juicio, son manifiestos; mas á otros les vienen después.
Y dijo Jehová Dios: No es bueno que el hombre esté solo; haréle ayuda idónea para él.
Y Josué se levantó de mañana, y los sacerdotes tomaron el arca de Jehová.
Y como Abigail vió á David, apeóse prestamente del asno, y postrándose delante de David sobre su rostro, inclinóse á tierra;
Pues tú nos has guardado de nuestros enemigos, y has avergonzado á los que nos aborrecían.
De esta manera, pues, pecando contra los hermanos, é hiriendo su flaca conciencia, contra Cristo pecáis.
Mas al extraño no seguirán, antes huirán de él: porque no conocen la voz de los extraños.
Respondió Jesús, y díjoles: Destruid este templo, y en tres días lo levantaré.
Y entrando en una aldea, viniéronle al encuentro diez hombres leprosos, los cuales se pararon de lejos,
Mas el que estuviere limpio, y no estuviere de viaje, si dejare de hacer la pascua, la tal persona será cortada de sus pueblos: por cuanto no ofreció á su tiempo la ofrenda de Jehová, el tal hombre llevará su pecado.
El que recibiere en mi nombre uno de los tales niños, á mí recibe; y el que á mí recibe, no recibe á mí, mas al que me envió.
Y esto os será por señal: hallaréis al niño envuelto en pañales, echado en un pesebre.
Porque yo fuí hijo de mi padre, delicado y único delante de mi madre.
Y Beth-peor, y Asdoth-pisga, y Beth-jesimoth;
Tus riquezas, y tus mercaderías, y tu negociación, tus remeros, y tus pilotos, los reparadores de tus hendiduras, y los agentes de tus negocios, y todos tus hombres de guerra que hay en ti, con toda tu compañía que en medio de ti se halla, caerán en medio de los mares el día de tu caída.
Entonces ellos rasgaron sus vestidos, y cargó cada uno su asno, y volvieron á la ciudad.
Porque al hombre que le agrada, Dios le da sabiduría y ciencia y gozo: mas al pecador da trabajo, el que allegue y amontone, para que dé al que agrada á Dios. También esto es vanidad y aflicción de espíritu.
Y apartaré de ellos mi rostro, y violarán mi lugar secreto; pues entrarán en él destruidores, y le profanarán.
Un Señor, una fe, un bautismo,
Porque el ejercicio corporal para poco es provechoso; mas la piedad para todo aprovecha, pues tiene promesa de esta vida presente, y de la venidera.
Por medio de ti sacudiremos á nuestros enemigos: en tu nombre atropellaremos á nuestros adversarios.
A aquel, pues, que es poderoso para guardaros sin caída, y presentaros delante de su gloria irreprensibles, con grande alegría,
Y respondió el rey á Absalom: No, hijo mío, no vamos todos, porque no te hagamos costa. Y aunque porfió con él, no quiso ir, mas bendíjolo.
RESTA, hermanos, que os gocéis en el Señor. A mí, á la verdad, no es molesto el escribiros las mismas cosas, y para vosotros es seguro.
Jephté entonces dijo á los ancianos de Galaad: Si me volvéis para que pelee contra los hijos de Ammón, y Jehová los entregare delante de mí, ¿seré yo vuestra cabeza?
Y edifica altar á Jehová tu Dios en la cumbre de este peñasco en lugar conveniente; y tomando el segundo toro, sacrifícalo en holocausto sobre la leña del bosque que habrás cortado.
Pues aunque andamos en la carne, no militamos según la carne,
Mas si es de Dios, no la podréis deshacer; no seáis tal vez hallados resistiendo á Dios.
Y faltó el agua del odre, y echó al muchacho debajo de un árbol;
Solamente la tierra de los sacerdotes no compró, por cuanto los sacerdotes tenían ración de Faraón, y ellos comían su ración que Faraón les daba: por eso no vendieron su tierra.
Y también les alcé yo mi mano en el desierto, que los esparciría entre las gentes, y que los aventaría por las tierras;
Dícenle: De César. Y díceles: Pagad pues á César lo que es de César, y á Dios lo que es de Dios.
Y como Salomón despertó, vió que era sueño: y vino á Jerusalem, y presentóse delante del arca del pacto de Jehová, y sacrificó holocaustos, é hizo pacíficos; hizo también banquete á todos sus siervos.
De la misma manera también el segundo, y el tercero, hasta los siete.
Ruégote más bien por amor, siendo tal cual soy, Pablo viejo, y aun ahora prisionero de Jesucristo:
Y el capitán de los de la guardia dió cargo de ellos á José, y él les servía: y estuvieron días en la prisión.
Fuése luego Samuel á Rama, y Saúl subió á su casa en Gabaa de Saúl.
Y él les dijo: ¿Qué hombre habrá de vosotros, que tenga una oveja, y si cayere ésta en una fosa en sábado, no le eche mano, y la levante?
Y él le dijo: Así ha dicho Jehová: Por cuanto soltaste de la mano el hombre de mi anatema, tu vida será por la suya, y tu pueblo por el suyo.
Porque no os es cosa vana, mas es vuestra vida: y por ellas haréis prolongar los días sobre la tierra, para poseer la cual pasáis el Jordán.
Me buscaréis, y no me hallaréis; y donde yo estaré, vosotros no podréis venir.
Al Músico principal: para Jeduthún: Salmo de Asaph. CON mi voz clamé á Dios, á Dios clamé, y él me escuchará.
Y aconteció que ejerciendo Zacarías el sacerdocio delante de Dios por el orden de su vez,
No visitaré sobre vuestras hijas cuando fornicaren, ni sobre vuestras nueras cuando adulteraren: porque ellos ofrecen con las rameras, y con las malas mujeres sacrifican: por tanto, el pueblo sin entendimiento caerá.
Empero serán consumidos todos los que te consumen; y todos tus afligidores, todos irán en cautiverio; y hollados serán los que te hollaron, y á todos los que hicieron presa de ti daré en presa.
Donde me tentaron vuestros padres; me probaron, y vieron mis obras cuarenta años.
ESTAS son las generaciones de los hijos de Noé: Sem, Châm y Japhet, á los cuales nacieron hijos después del diluvio.
Y ACONTECIÓ en los días de Assuero, (el Assuero que reinó desde la India hasta la Etiopía sobre ciento veinte y siete provincias,)
Y comenzaron á rogarle que se fuese de los términos de ellos.
Extenderse han sus ramos, y será su gloria como la de la oliva, y olerá como el Líbano.
Y llevóme á la entrada de la puerta de la casa de Jehová, que está al aquilón; y he aquí mujeres que estaban allí sentadas endechando á Tammuz.
Los hijos de Thola: Uzzi, Rephaías, Jeriel, Jamai, Jibsam y Samuel, cabezas en las familias de sus padres. De Thola fueron contados por sus linajes en el tiempo de David, veintidós mil seiscientos hombres muy valerosos.
Solamente tomamos para nosotros las bestias, y los despojos de las ciudades que habíamos tomado.
Y pasó el presente delante de él; y él durmió aquella noche en el campamento.
Pero si cuando su marido lo oyó, le vedó, entonces el voto que ella hizo, y lo que pronunció de sus labios con que ligó su alma, será nulo; y Jehová lo perdonará.
Oh esperanza de Israel, Guardador suyo en el tiempo de la aflicción, ¿por qué has de ser como peregrino en la tierra, y como caminante que se aparta para tener la noche?
Y dijo Saúl á sus criados que estaban en derredor de él: Oid ahora, hijos de Benjamín: ¿Os dará también á todos vosotros el hijo de Isaí tierras y viñas, y os hará á todos tribunos y centuriones;
Y cuando los siete truenos hubieron hablado sus voces, yo iba á escribir, y oí una voz del cielo que me decía: Sella las cosas que los siete truenos han hablado, y no las escribas.
Y levantándose muy de mañana, aun muy de noche, salió y se fué á un lugar desierto, y allí oraba.
Y luego la fuente de su sangre se secó; y sintió en el cuerpo que estaba sana de aquel azote.
Quizá hay cincuenta justos dentro de la ciudad: ¿destruirás también y no perdonarás al lugar por cincuenta justos que estén dentro de él?
Los que le quedaren, en muerte serán sepultados; y no llorarán sus viudas.
Entonces volvió Moisés á Jehová, y dijo: Ruégote, pues este pueblo ha cometido un gran pecado, porque se hicieron dioses de oro,
¿O cuándo te vimos enfermo, ó en la cárcel, y vinimos á ti?
Con la multitud de tus maldades, y con la iniquidad de tu contratación ensuciaste tu santuario: yo pues saqué fuego de en medio de ti, el cual te consumió, y púsete en ceniza sobre la tierra á los ojos de todos los que te miran.
Mas el mandamiento del rey pudo más que Joab. Salió por tanto Joab, y fué por todo Israel; y volvió á Jerusalem, y dió la cuenta del número del pueblo á David.
Vuélvenos, oh Jehová, á ti, y nos volveremos: renueva nuestros días como al principio.
Y el pueblo que estaba en el campo oyó decir: Zimri ha hecho conjuración, y ha muerto al rey. Entonces todo Israel levantó el mismo día por rey sobre Israel á Omri, general del ejército, en el campo.
Mas el rey de Siria había mandado á sus treinta y dos capitanes de los carros, diciendo: No peleéis vosotros ni con grande ni con chico, sino sólo contra el rey de Israel.
Que si Abraham fué justificado por la obras, tiene de qué gloriarse; mas no para con Dios.
Los hijos de Gazzam, los hijos de Uzza, los hijos de Phasea,
Y echado fuera el demonio, el mudo habló; y las gentes se maravillaron, diciendo: Nunca ha sido vista cosa semejante en Israel.
Empero tanto más se extendía su fama: y se juntaban muchas gentes á oir y ser sanadas de sus enfermedades.
Diciéndoles: Escrito está: Mi casa, casa de oración es; mas vosotros la habéis hecho cueva de ladrones.
No reprendas al escarnecedor, porque no te aborrezca; corrige al sabio, y te amará.
Y eran como cinco mil hombres. Entonces dijo á sus discípulos: Hacedlos sentar en ranchos, de cincuenta en cincuenta.
Samma de Harodi, Elica de Harodi;
Hay asimismo diferencia entre la casada y la doncella: la doncella tiene cuidado de las cosas del Señor, para ser santa así en el cuerpo como en el espíritu: mas la casada tiene cuidado de las cosas del mundo, cómo ha de agradar á su marido.
Y tomaron ciudades fortalecidas, y tierra pingüe, y heredaron casas llenas de todo bien, cisternas hechas, viñas y olivares, y muchos árboles de comer; y comieron, y hartáronse, y engrosáronse, y deleitáronse en tu grande bondad.
Zanoah, Adullam, y en sus aldeas; en Lachîs y sus tierras, Azeca y sus aldeas. Y habitaron desde Beer-seba hasta el valle de Hinnom.
Y vino, y los halló otra vez durmiendo; porque los ojos de ellos estaban agravados.
Y durmió Josaphat con sus padres, y fué sepultado con sus padres en la ciudad de David su padre; y en su lugar reinó Joram su hijo.
Y Moisés hizo como Jehová le había mandado; que tomó á Josué, y le puso delante de Eleazar el sacerdote, y de toda la congregación:
Estos eran jefes de familias de los Levitas por sus linajes, jefes que habitaban en Jerusalem.
De todo mal camino contuve mis pies, para guardar tu palabra.
¿Cómo escaparemos nosotros, si tuviéremos en poco una salud tan grande? La cual, habiendo comenzado á ser publicada por el Señor, ha sido confirmada hasta nosotros por los que oyeron;
Todas las cosas andan en trabajo más que el hombre pueda decir: ni los ojos viendo se hartan de ver, ni los oídos se hinchen de oir.
Y los hijos de Israel se arrepintieron á causa de Benjamín su hermano, y dijeron: Una tribu es hoy cortada de Israel.
Por tanto, así dice Jehová acerca del rey de Asiria: No entrará en esta ciudad, ni echará saeta en ella: no vendrá delante de ella escudo, ni será echado contra ella baluarte.
Toda ave limpia comeréis.
Porque has guardado la palabra de mi paciencia, yo también te guardaré de la hora de la tentación que ha de venir en todo el mundo, para probar á los que moran en la tierra.
Entonces Faraón llamó á Abram, y le dijo: ¿Qué es esto que has hecho conmigo? ¿Por qué no me declaraste que era tu mujer?
Y pondrá su mano sobre la cabeza de su ofrenda, y la degollará á la puerta del tabernáculo del testimonio; y los sacerdotes, hijos de Aarón, rociarán su sangre sobre el altar en derredor.
Y sus gradas eran de siete peldaños, con sus arcos delante de ellas; y tenía palmas, una de una parte, y otra de la otra, en sus postes.
(Porque la vida fué manifestada, y vimos, y testificamos, y os anunciamos aquella vida eterna, la cual estaba con el Padre, y nos ha aparecido;)
Y dijo Israel: ¿Por qué me hicisteis tanto mal, declarando al varón que teníais más hermano?
Y entre estos ninguno hubo de los contados por Moisés y Aarón el sacerdote, los cuales contaron á los hijos de Israel en el desierto de Sinaí.
Y Moisés y Aarón hicieron como Jehová lo mandó; y alzando la vara hirió las aguas que había en el río, en presencia de Faraón y de sus siervos; y todas las aguas que había en el río se convirtieron en sangre.
Y aconteció que derribando uno un árbol, cayósele el hacha en el agua; y dió voces, diciendo: ¡Ah, señor mío, que era emprestada!
¿Por qué me llamáis, Señor, Señor, y no hacéis lo que digo?
Y después que acabaron ellos de hacer el holocausto, Jehú dijo á los de su guardia y á los capitanes: Entrad, y matadlos; que no escape ninguno. Y los hirieron á cuchillo: y dejáronlos tendidos los de la guardia y los capitanes, y fueron hasta la ciudad del templo de Baal.
A ti, oh Jehová, clamaré: porque fuego consumió los pastos del desierto, y llama abrasó todos los árboles del campo.
Y á los que estaban en Horma, y á los que estaban en Chôrasán, y á los que estaban en Athach;
Y SALIÓ Dina la hija de Lea, la cual había ésta parido á Jacob, á ver las hijas del país.
Y él dijo: Dejadlo; ninguno mueva sus huesos: y así fueron preservados sus huesos, y los huesos del profeta que había venido de Samaria.
Y huiréis al valle de los montes; porque el valle de los montes llegará hasta Hasal; y huiréis de la manera que huisteis por causa del terremoto en los días de Uzzías, rey de Judá: y vendrá Jehová mi Dios, y con él todos los santos.
Los hijos que nacieron á Hesrón: Jerameel, Ram, y Chêlubai.
Y díjome Jehová: Conjuración se ha hallado en los varones de Judá, y en los moradores de Jerusalem.
También el reino de los cielos es semejante al hombre tratante, que busca buenas perlas;
Después vinieron á Galaad, y á la tierra baja de Absi: y de allí vinieron á Dan-jaán y alrededor de Sidón.
Por tanto dijo á Abraham: Echa á esta sierva y á su hijo; que el hijo de esta sierva no ha de heredar con mi hijo, con Isaac.
¿Quién pues es el siervo fiel y prudente, al cual puso su señor sobre su familia para que les dé alimento á tiempo?
Y hablaron contra el Dios de Jerusalem, como contra los dioses de los pueblos de la tierra, obra de manos de hombres.
Así también vosotros, hermanos míos, estáis muertos á la ley por el cuerpo de Cristo, para que seáis de otro, á saber, del que resucitó de los muertos, á fin de que fructifiquemos á Dios.
Y tomó como cinco mil hombres, y púsolos en emboscada entre Beth-el y Hai, á la parte occidental de la ciudad.
Partiéndose luego de allí encontróse con Jonadab hijo de Rechâb; y después que lo hubo saludado, díjole: ¿Es recto tu corazón, como el mío es recto con el tuyo? Y Jonadab dijo: Lo es. Pues que lo es, dame la mano. Y él le dió su mano. Hízolo luego subir consigo en el carro.
Mas ¿qué salisteis á ver? ¿un profeta? También os digo, y aun más que profeta.
Anduvieron perdidos por el desierto, por la soledad sin camino, no hallando ciudad de población.
Saciarélo de larga vida, y mostraréle mi salud.
Mas los que fueron esparcidos, iban por todas partes anunciando la palabra.
Plantarás viñas y labrarás, mas no beberás vino, ni cogerás uvas; porque el gusano las comerá.
El necio dobla sus manos y come su carne.
Y Moisés respondió delante de Jehová: He aquí, yo soy incircunciso de labios, ¿cómo pues me ha de oir Faraón?
Si pues la perfección era por el sacerdocio Levítico (porque debajo de él recibió el pueblo la ley) ¿qué necesidad había aún de que se levantase otro sacerdote según el orden de Melchîsedec, y que no fuese llamado según el orden de Aarón?
Y de justicia, por cuanto voy al Padre, y no me veréis más;
Bendígate Jehová desde Sión, y veas el bien de Jerusalem todos los días de tu vida.
Y dijo: Jehová bramará desde Sión, y dará su voz desde Jerusalem; y las estancias de los pastores se enlutarán, y secaráse la cumbre del Carmelo.
Hicístelo enseñorear de las obras de tus manos; todo lo pusiste debajo de sus pies:
Y arregló Ezechîas los repartimientos de los sacerdotes y de los Levitas conforme á sus órdenes, cada uno según su oficio, los sacerdotes y los Levitas para el holocausto y pacíficos, para que ministrasen, para que confesasen y alabasen á las puertas de los reales de Jehová.
No juzguéis, y no seréis juzgados: no condenéis, y no seréis condenados: perdonad, y seréis perdonados.
De Harim, Adna; de Meraioth, Helcai;
Porque es maldad é iniquidad, que han de castigar los jueces.
Juré, pues, en mi ira: No entrarán en mi reposo.
Las palabras de la boca del sabio son gracia; mas los labios del necio causan su propia ruina.
Tenía además de esto Salomón cuarenta mil caballos en sus caballerizas para sus carros, y doce mil jinetes.
El ojo que le habrá visto, nunca más le verá; ni su lugar le echará más de ver.
Así que, si estuviese sobre la tierra, ni aun sería sacerdote, habiendo aún los sacerdotes que ofrecen los presentes según la ley;
Dije: Ciertamente me temerás, recibirás corrección; y no será su habitación derruída por todo aquello sobre que los visité. Mas ellos se levantaron de mañana, y corrompieron todas sus obras.
Seis gradas tenía el trono, y lo alto de él era redondo por el respaldo: y de la una parte y de la otra tenía apoyos cerca del asiento, junto á los cuales estaban colocados dos leones.
ASIMISMO David y los príncipes del ejército apartaron para el ministerio á los hijos de Asaph, y de Hemán, y de Jeduthún, los cuales profetizasen con arpas, salterios, y címbalos: y el número de ellos fué, de hombres idóneos para la obra de su ministerio respectivo:
Y dijo el rey á Semei: No morirás. Y el rey se lo juró.
Y al Hetheo, y al Jebuseo, y al Amorrheo, y al Gergeseo;
Dos mujeres estarán moliendo juntas: la una será tomada, y la otra dejada.
Y el árbol del campo dará su fruto, y la tierra dará su fruto, y estarán sobre su tierra seguramente; y sabrán que yo soy Jehová, cuando quebrare las coyundas de su yugo, y los librare de mano de los que se sirven de ellos.
Y ACONTECIÓ, que estando él junto al lago de Genezaret, las gentes se agolpaban sobre él para oir la palabra de Dios.
Estos comeréis de ellos: la langosta según su especie, y el langostín según su especie, y el aregol según su especie, y el haghab según su especie.
No me entregues á la voluntad de mis enemigos; porque se han levantado contra mí testigos falsos, y los que respiran crueldad.
Respondió Jesús: Ni éste pecó, ni sus padres: mas para que las obras de Dios se manifiesten en él.
Y viniendo Jesús á las partes de Cesarea de Filipo, preguntó á sus discípulos, diciendo: ¿Quién dicen los hombres que es el Hijo del hombre?
Y estos son los reyes de la tierra que hirió Josué con los hijos de Israel, de esta parte del Jordán al occidente, desde Baal-gad en el llano del Líbano hasta el monte de Halac que sube á Seir; la cual tierra dió Josué en posesión á las tribus de Israel, conforme á sus repartimientos;
Sus caballos, setecientos treinta y seis; sus mulos, doscientos cuarenta y cinco;
Multiplicando la leña, encendiendo el fuego, para consumir la carne, y hacer la salsa; y los huesos serán quemados:
Cosas inanimadas son formadas debajo de las aguas, y los habitantes de ellas.
La meterás en tu casa; y ella raerá su cabeza, y cortará sus uñas,
Saludad á Filólogo y á Julia, á Nereo y á su hermana, y á Olimpas, y á todos los santos que están con ellos.
Para demandar misericordias del Dios del cielo sobre este misterio, y que Daniel y sus compañeros no pereciesen con los otros sabios de Babilonia.
Gentes de las cuales Jehová había dicho á los hijos de Israel: No entraréis á ellas, ni ellas entrarán á vosotros; porque ciertamente harán inclinar vuestros corazones tras sus dioses. A éstas pues se juntó Salomón con amor.
Y aquellos hombres trabajaron por tornar la nave á tierra; mas no pudieron, porque la mar iba á más, y se embravecía sobre ellos.
Recoge de las tierras tus mercaderías, la que moras en lugar fuerte.
Y toda la gente de guerra que con él estaba, subió, y acercóse, y llegaron delante de la ciudad, y asentaron el campo á la parte del norte de Hai: y el valle estaba entre él y Hai.
HE aquí que en justicia reinará un rey, y príncipes presidirán en juicio.
Por lo que así ha dicho el Señor Jehová: Yo haré subir contra ellas compañías, las entregaré á turbación y á rapiña:
¿Por dónde va el camino á la habitación de la luz, y dónde está el lugar de las tinieblas?
Y Azarías hijo de Hilcías, hijo de Mesullam, hijo de Sadoc, hijo de Meraioth, hijo de Achîtob, príncipe de la casa de Dios;
Batirán sus manos sobre él, y desde su lugar le silbarán.
Y se hizo saber á Jacob, diciendo: He aquí tu hijo José viene á ti. Entonces se esforzó Israel, y sentóse sobre la cama;
Y TÚ levanta endecha sobre los príncipes de Israel.
Este es el sueño: la declaración de él diremos también en presencia del rey.
De cierto tú dijiste á oídos míos, y yo oí la voz de tus palabras que decían:
Y en esto conocemos que somos de la verdad, y tenemos nuestros corazones certificados delante de él.
Reinó Dios sobre las gentes: asentóse Dios sobre su santo trono.
Se juntarán, pues, contigo, y tendrán el cargo del tabernáculo del testimonio en todo el servicio del tabernáculo; ningún extraño se ha de llegar á vosotros.
Así temieron á Jehová aquellas gentes, y juntamente sirvieron á sus ídolos: y también sus hijos y sus nietos, según que hicieron sus padres, así hacen hasta hoy.
Mas Gedeón dijo á Dios: No se encienda tu ira contra mí, si aun hablare esta vez: solamente probaré ahora otra vez con el vellón. Ruégote que la sequedad sea sólo en el vellón, y el rocío sobre la tierra.
Y echa fuera el patio que está fuera del templo, y no lo midas, porque es dado á los Gentiles; y hollarán la ciudad santa cuarenta y dos meses.
Conviene, pues, que de estos hombres que han estado juntos con nosotros todo el tiempo que el Señor Jesús entró y salió entre nosotros,
Y ofrecieron en la dedicación de esta casa de Dios cien becerros, doscientos carneros, cuatrocientos corderos; y machos de cabrío en expiación por todo Israel, doce, conforme al número de las tribus de Israel.
Teme á Jehová, hijo mío, y al rey; no te entrometas con los veleidosos:
Porque Jehová tu Dios te introduce en la buena tierra, tierra de arroyos, de aguas, de fuentes, de abismos que brotan por vegas y montes;
¿Por qué pues no guardaste el juramento de Jehová, y el mandamiento que yo te impuse?
Mío es Galaad, mío es Manasés; y Ephraim es la fortaleza de mi cabeza; Judá es mi legislador;
Que nos salvó y llamó con vocación santa, no conforme á nuestras obras, mas según el intento suyo y gracia, la cual nos es dada en Cristo Jesús antes de los tiempos de los siglos,
Y le preguntaron los Fariseos y los escribas: ¿Por qué tus discípulos no andan conforme á la tradición de los ancianos, sino que comen pan con manos comunes?
Cómo entró en la casa de Dios, y tomó los panes de la proposición, y comió, y dió también á los que estaban con él, los cuales no era lícito comer, sino á solos los sacerdotes?
Tuvo también Uzzías escuadrones de guerreros, los cuales salían á la guerra en ejército, según que estaban por lista hecha por mano de Jehiel escriba y de Maasías gobernador, y por mano de Hananías, uno de los príncipes del rey.
Entonces el pueblo salió, y saquearon el campo de los Siros. Y fué vendido un seah de flor de harina por un siclo, y dos seah de cebada por un siclo, conforme á la palabra de Jehová.
Ella, como lo oyó, levántase prestamente y viene á él.
Así ha dicho el rey: No os engañe Ezechîas, porque no os podrá librar de mi mano.
Y hubo contienda entre los pastores del ganado de Abram y los pastores del ganado de Lot: y el Cananeo y el Pherezeo habitaban entonces en la tierra.
Y por tanto yo he jurado á la casa de Eli, que la iniquidad de la casa de Eli no será expiada jamás, ni con sacrificios ni con presentes.
Los hijos de Giddel, los hijos de Gaher, los hijos de Reaía;
Entonces, vuelto el Señor, miró á Pedro: y Pedro se acordó de la palabra del Señor como le había dicho: Antes que el gallo cante, me negarás tres veces.
Y os será toda visión como palabras de libro sellado, el cual si dieren al que sabe leer, y le dijeren: Lee ahora esto; él dirá: No puedo, porque está sellado.
Donde tú murieres, moriré yo, y allí seré sepultada: así me haga Jehová, y así me dé, que sólo la muerte hará separación entre mí y ti.
Después tomó aquellas cosas Moisés de las manos de ellos, é hízolas arder en el altar sobre el holocausto: las consagraciones en olor de suavidad, ofrenda encendida á Jehová.
¿Y por qué prevenís el ánimo de los hijos de Israel, para que no pasen á la tierra que les ha dado Jehová?
El Dios mío envió su ángel, el cual cerró la boca de los leones, para que no me hiciesen mal: porque delante de él se halló en mí justicia: y aun delante de ti, oh rey, yo no he hecho lo que no debiese.
Y no dijeron en su corazón: Temamos ahora á Jehová Dios nuestro, que da lluvia temprana y tardía en su tiempo; los tiempos establecidos de la siega nos guarda.
Así ha dicho Jehová: De cierto será entregada esta ciudad en mano del ejército del rey de Babilonia, y tomarála.
¿Provocaránme ellos á ira, dice Jehová, y no más bien obran ellos mismos para confusión de sus rostros?
Mas el Dios de toda gracia, que nos ha llamado á su gloria eterna por Jesucristo, después que hubiereis un poco de tiempo padecido, él mismo os perfeccione, confirme, corrobore y establezca.
Anden ellos errantes para hallar qué comer: y si no se saciaren, murmuren.
Y respondiendo Pedro, le dijo: Aunque todos sean escandalizados en ti, yo nunca seré escandalizado.
Porque los brazos de los impíos serán quebrados: mas el que sostiene á los justos es Jehová.
Porque Toda carne es como la hierba, y toda la gloria del hombre como la flor de la hierba: secóse la hierba, y la flor se cayó;
Y olvídase de que los pisará el pie, y que los quebrará bestia del campo.
Y que no haga las otras; antes comiere sobre los montes, ó violare la mujer de su prójimo,
Y levantóse de allí, y vino á Samaria; y llegando él en el camino á una casa de esquileo de pastores,
Entonces ofreció Salomón holocaustos á Jehová sobre el altar de Jehová, que había él edificado delante del pórtico,
No estarán los insensatos delante de tus ojos: aborreces á todos los que obran iniquidad.
Entonces respondió y hablóme, diciendo: Esta es palabra de Jehová á Zorobabel, en que se dice: No con ejército, ni con fuerza, sino con mi espíritu, ha dicho Jehová de los ejércitos.
Y darles he un corazón, y espíritu nuevo daré en sus entrañas; y quitaré el corazón de piedra de su carne, y daréles corazón de carne;
Si al norte él obrare, yo no lo veré; al mediodía se esconderá, y no lo veré.
Con mil y doscientos carros, y con sesenta mil hombres de á caballo: mas el pueblo que venía con él de Egipto, no tenía número; á saber, de Libios, Sukienos, y Etiopes.
El que roba á su padre ó á su madre, y dice que no es maldad, compañero es del hombre destruidor.
En cuanto á los que por todas partes me rodean, la maldad de sus propios labios cubrirá su cabeza.
Así que, teniendo sustento y con qué cubrirnos, seamos contentos con esto.
Y viendo la mujer á Samuel, clamó en alta voz, y habló aquella mujer á Saúl, diciendo:
Y extendió Moisés su vara sobre la tierra de Egipto, y Jehová trajo un viento oriental sobre el país todo aquel día y toda aquella noche; y á la mañana el viento oriental trajo la langosta:
Mas cuando la llama comenzó á subir de la ciudad, una columna de humo, Benjamín tornó á mirar atrás; y he aquí que el fuego de la ciudad subía al cielo.
Y cueros rojos de carneros, y cueros de tejones, y madera de Sittim;
Porque los campos de Hesbón fueron talados, y las vides de Sibma; señores de gentes hollaron sus generosos sarmientos; habían llegado hasta Jazer, y extendídose por el desierto; extendiéronse sus plantas, pasaron la mar.
Acordábame de mis canciones de noche; meditaba con mi corazón, y mi espíritu inquiría.
Bendeciré á Jehová que me aconseja: aun en las noches me enseñan mis riñones.
Y aquel día yo apartaré la tierra de Gosén, en la cual mi pueblo habita, para que ninguna suerte de moscas haya en ella; á fin de que sepas que yo soy Jehová en medio de la tierra.
Yo publicaré el decreto: Jehová me ha dicho: Mi hijo eres tú; yo te engendré hoy.
Diere á usura, y recibiere aumento: ¿vivirá éste? No vivirá. Todas estas abominaciones hizo; de cierto morirá; su sangre será sobre él.
Y no dilató el mozo hacer aquello, porque la hija de Jacob le había agradado: y él era el más honrado de toda la casa de su padre.
No os volváis á los encantadores y á los adivinos: no los consultéis ensuciándoos con ellos: Yo Jehová vuestro Dios.
Y he aquí, yo vengo presto, y mi galardón conmigo, para recompensar á cada uno según fuere su obra.
Lo demás de los hechos de Amasías, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Y juntábanse allí todos los rebaños; y revolvían la piedra de sobre la boca del pozo, y abrevaban las ovejas; y volvían la piedra sobre la boca del pozo á su lugar.
Que tenía domicilio en los sepulcros, y ni aun con cadenas le podía alguien atar;
Y diéronle setenta siclos de plata del templo de Baal-berith, con los cuales Abimelech alquiló hombres ociosos y vagabundos, que le siguieron.
Y toda la multitud de los que estaban presentes á este espectáculo, viendo lo que había acontecido, se volvían hiriendo sus pechos.
Y la nube se apartó del tabernáculo: y he aquí que María era leprosa como la nieve; y miró Aarón á María, y he aquí que estaba leprosa.
Como pasa el torbellino, así el malo no permanece: mas el justo, fundado para siempre.
Y si el hombre no quisiere tomar á su cuñada, irá entonces la cuñada suya á la puerta á los ancianos, y dirá: Mi cuñado no quiere suscitar nombre en Israel á su hermano; no quiere emparentar conmigo.
EN el principio era el Verbo, y el Verbo era con Dios, y el Verbo era Dios.
Mas á los que están juntos en matrimonio, denuncio, no yo, sino el Señor: Que la mujer no se aparte del marido;
Y viniendo David á Saúl, estuvo delante de él: y amólo él mucho, y fué hecho su escudero.
Todo lo que en su carne tocare, será santificado; y si cayere de su sangre sobre el vestido, lavarás aquello sobre que cayere, en el lugar santo.
No faltó palabra de todas la buenas que habló Jehová á la casa de Israel; todo se cumplió.
Y haced derechos pasos á vuestros pies, porque lo que es cojo no salga fuera de camino, antes sea sanado.
Y mi siervo David será rey sobre ellos, y á todos ellos será un pastor: y andarán en mis derechos, y mis ordenanzas guardarán, y las pondrán por obra.
¿Está alguno entre vosotros afligido? haga oración. ¿Está alguno alegre? cante salmos.
El era el más aventajado de los tres, y el primero de ellos; mas no llegó á los tres primeros.
Y vi tronos, y se sentaron sobre ellos, y les fué dado juicio; y vilas almas de los degollados por el testimonio de Jesús, y por la palabra de Dios, y que no habían adorado la bestia, ni á su imagen, y que no recibieron la señal en sus frentes, ni en sus manos; y vivieron y reinaron con Cristo mil años.
Como criado, como extranjero estará contigo; hasta el año del jubileo te servirá.
Fué el Señor como enemigo, destruyó á Israel; destruyó todos sus palacios, disipó sus fortalezas: y multiplicó en la hija de Judá la tristeza y lamento.
E hizo Jacob así, y cumplió la semana de aquélla: y él le dió á Rachêl su hija por mujer.
Y DÍJOME otra vez Jehová: Ve, ama una mujer amada de su compañero, aunque adúltera, como el amor de Jehová para con los hijos de Israel; los cuales miran á dioses ajenos, y aman frascos de vino.
Haste tornado cruel para mí: con la fortaleza de tu mano me amenazas.
Sus manzanas y sus brazos eran de lo mismo; todo era una pieza labrada á martillo, de oro puro.
Y entendiéndolo Jesús, les dijo: ¿Por qué pensáis dentro de vosotros, hombres de poca fe, que no tomasteis pan?
Dios nuestro, ¿no echaste tú los moradores de aquesta tierra delante de tu pueblo Israel, y la diste á la simiente de Abraham tu amigo para siempre?
¿Dónde estabas cuando yo fundaba la tierra? házmelo saber, si tienes inteligencia.
He aquí, el Señor la empobrecerá, y herirá en la mar su fortaleza, y ella será consumida de fuego.
Este será mi pacto, que guardaréis entre mí y vosotros y tu simiente después de ti: Será circuncidado todo varón de entre vosotros.
Y habló Jehová á Moisés, diciendo:
Bendito tú, oh Jehová: enséñame tus estatutos.
¿Quién es el Todopoderoso, para que le sirvamos? ¿y de qué nos aprovechará que oremos á él?
Y las vacas flacas y feas devoraban á las siete primeras vacas gruesas:
Y luego que vino él á Jerusalem á recibir al rey, el rey le dijo: Mephi-boseth, ¿por qué no fuiste conmigo?
Obedeced á vuestros pastores, y sujetaos á ellos; porque ellos velan por vuestras almas, como aquellos que han de dar cuenta; para que lo hagan con alegría, y no gimiendo; porque esto no os es útil.
Todos ellos príncipes rebeldes, andan con engaño; son cobre y hierro: todos ellos son corruptores.
Por tanto, así ha dicho Jehová, en orden á Joacim rey de Judá: No tendrá quien se siente sobre el trono de David; y su cuerpo será echado al calor del día y al hielo de la noche.
Ahora pues dad orden que cesen aquellos hombres, y no sea esa ciudad edificada, hasta que por mí sea dado mandamiento.
El que sacrificare á dioses, excepto á sólo Jehová, será muerto.
Y nosotros somos testigos de todas las cosas que hizo en la tierra de Judea, y en Jerusalem; al cual mataron colgándole en un madero.
Y ESTAS son las palabras de la carta que Jeremías profeta envió de Jerusalem á los ancianos que habían quedado de los trasportados, y á los sacerdotes y profetas, y á todo el pueblo que Nabucodonosor llevó cautivo de Jerusalem á Babilonia:
Temor y temblor vinieron sobre mí, y terror me ha cubierto.
Levántate y trilla, hija de Sión, porque tu cuerno tornaré de hierro, y tus uñas de metal, y desmenuzarás muchos pueblos; y consagrarás á Jehová sus robos, y sus riquezas al Señor de toda la tierra.
Mas cuando vino éste tu hijo, que ha consumido tu hacienda con rameras, has matado para él el becerro grueso.
Por cuanto les sirvieron delante de sus ídolos, y fueron á la casa de Israel por tropezadero de maldad; por tanto, he alzado mi mano acerca de ellos, dice el Señor Jehová, que llevarán su iniquidad.
Entonces él les dijo: No todos reciben esta palabra, sino aquellos á quienes es dado.
Y estaban allí sentados algunos de los escribas, los cuales pensando en sus corazones,
Y Jehová dió gracia al pueblo en los ojos de los Egipcios. También Moisés era muy gran varón en la tierra de Egipto, á los ojos de los siervos de Faraón, y á los ojos del pueblo.
Y predicaba en las sinagogas de ellos en toda Galilea, y echaba fuera los demonios.
Y los ancianos de la congregación pondrán sus manos sobre la cabeza del becerro delante de Jehová; y en presencia de Jehová degollarán aquel becerro.
La tierra tembló; también destilaron los cielos á la presencia de Dios: aquel Sinaí tembló delante de Dios, del Dios de Israel.
Y él dijo: Yo he pecado: mas ruégote que me honres delante de los ancianos de mi pueblo, y delante de Israel; y vuelve conmigo para que adore á Jehová tu Dios.
Y DÍJOME: Hijo del hombre, está sobre tus pies, y hablaré contigo.
He aquí ahora behemoth, al cual yo hice contigo; hierba come como buey.
Y él dijo: ¿Para qué has de ir á él hoy? No es nueva luna, ni sábado. Y ella respondió: Paz.
Y si alguno quisiere redimir algo de sus décimas, añadirá su quinto á ello.
Y puso el candelero en el tabernáculo del testimonio, enfrente de la mesa, al lado meridional del pabellón.
¿Quién me ha anticipado, para que yo restituya? Todo lo que hay debajo del cielo es mío.
E hizo lo malo en ojos de Jehová: no se apartó de los pecados de Jeroboam hijo de Nabat, el que hizo pecar á Israel.
Déjate de la ira, y depón el enojo: no te excites en manera alguna á hacer lo malo.
Y dirás á Faraón: Jehová ha dicho así: Israel es mi hijo, mi primogénito.
De manera que, cada uno de nosotros dará á Dios razón de sí.
Hijo de Amasai, hijo de Bani, hijo de Semer;
El corazón del sabio hace prudente su boca; y con sus labios aumenta la doctrina.
Y tomaba una teja para rascarse con ella, y estaba sentado en medio de ceniza.
Mas Barac siguió los carros y el ejército hasta Haroseth de las Gentes, y todo el ejército de Sísara cayó á filo de espada, hasta no quedar ni uno.
Porque ni del sabio ni del necio habrá memoria para siempre; pues en los días venideros ya todo será olvidado, y también morirá el sabio como el necio.
Y dijisteis: He aquí, Jehová nuestro Dios nos ha mostrado su gloria y su grandeza, y hemos oído su voz de en medio del fuego: hoy hemos visto que Jehová habla al hombre, y éste vive.
Entonces Moisés juró, diciendo: Si la tierra que holló tu pie no fuere para ti, y para tus hijos en herencia perpetua: por cuanto cumpliste siguiendo á Jehová mi Dios.
Y HABLÓ Jehová á Moisés, después que murieron los dos hijos de Aarón, cuando se llegaron delante de Jehová, y murieron;
Habló aún Jehová á Moisés, diciendo:
Y DEL jacinto, y púrpura, y carmesí, hicieron las vestimentas del ministerio para ministrar en el santuario, y asimismo hicieron las vestiduras sagradas para Aarón; como Jehová lo había mandado á Moisés.
Luego pasaron al rey Ezechîas, y dijéronle: Ya hemos limpiado toda la casa de Jehová, el altar del holocausto, y todos sus instrumentos, y la mesa de la proposición con todos sus utensilios.
Y aconteció que al cabo de diez días fué palabra de Jehová á Jeremías.
Acuérdate, oh Jehová, de los hijos de Edom en el día de Jerusalem; quienes decían: Arrasadla, arrasadla hasta los cimientos.
Y díjome: Estas aguas salen á la región del oriente, y descenderán á la llanura, y entrarán en la mar: y entradas en la mar, recibirán sanidad las aguas.
Lo cual también hice en Jerusalem, y yo encerré en cárceles á muchos de los santos, recibida potestad de los príncipes de los sacerdotes; y cuando eran matados, yo dí mi voto.
Y alzóme el espíritu, y metióme en el atrio de adentro; y he aquí que la gloria de Jehová hinchió la casa.
Dice el perezoso: El león está en el camino; el león está en las calles.
He aquí ha herido la peña, y corrieron aguas, y arroyos salieron ondeando: ¿podrá también dar pan? ¿aparejará carne á su pueblo?
Diciendo en alta voz: Temed á Dios, y dadle honra; porque la hora de su juicio es venida; y adorad á aquel que ha hecho el cielo y la tierra y el mar y las fuentes de las aguas.
Su longitud será de un codo, y su anchura de un codo: será cuadrado: y su altura de dos codos: y sus cuernos serán de lo mismo.
Por cuanto él extendió su mano contra Dios, y se esforzó contra el Todopoderoso,
Todo lo que quiso Jehová, ha hecho en los cielos y en la tierra, en las mares y en todos los abismos.
¿Quién subió al cielo, y descendió? ¿quién encerró los vientos en sus puños? ¿quién ató las aguas en un paño? ¿quién afirmó todos los términos de la tierra? ¿cuál es su nombre, y el nombre de su hijo, si sabes?
Así ha dicho Jehová: Si no permaneciere mi concierto con el día y la noche, si yo no he puesto las leyes del cielo y la tierra,
Para presentársela gloriosa para sí, una iglesia que no tuviese mancha ni arruga, ni cosa semejante; sino que fuese santa y sin mancha.
Despide relámpagos, y disípalos; envía tus saetas, y contúrbalos.
Y aconteció que como Josué y los hijos de Israel hubieron acabado de herirlos con mortandad muy grande, hasta destruirlos, los que quedaron de ellos se metieron en las ciudades fuertes.
Y todas las niñas entre las mujeres, que no hayan conocido ayuntamiento de varón, os reservaréis vivas.
Ahora pues, hijos, oidme, y no os apartéis de las razones de mi boca.
David deseó entonces, y dijo: ¡Quién me diera á beber de las aguas del pozo de Beth-lehem, que está á la puerta!
Mas ahora traedme un tañedor. Y mientras el tañedor tocaba, la mano de Jehová fué sobre Eliseo.
Porque la mujer que está sujeta á marido, mientras el marido vive está obligada á la ley; mas muerto el marido, libre es de la ley del marido.
Pero los Levitas no fueron contados entre ellos según la tribu de sus padres.
Y Nathán se volvió á su casa. Y Jehová hirió al niño que la mujer de Uría había parido á David, y enfermó gravemente.
Entonces David tomó también mujeres en Jerusalem y aun engendró David hijos é hijas.
Porque se levantarán falsos Cristos y falsos profetas, y darán señales y prodigios, para engañar, si se pudiese hacer, aun á los escogidos.
El Señor se reirá de él; porque ve que viene su día.
Entonces el rey de Israel dijo: Tomad á Michêas, y volvedlo á Amón gobernador de la ciudad, y á Joas hijo del rey.
¿Qué es del sabio? ¿qué del escriba? ¿qué del escudriñador de este siglo? ¿no ha enloquecido Dios la sabiduría del mundo?
Los hijos de Merari: Mahali, Libni su hijo, Simi su hijo, Uzza su hijo,
Porque ¿qué me va á mí en juzgar á los que están fuera? ¿No juzgáis vosotros á los que están dentro?
Volviéndose luego, huyeron hacia el desierto, á la peña de Rimmón, y de ellos rebuscaron cinco mil hombres en los caminos: fueron aún acosándolos hasta Gidom, y mataron de ellos dos mil hombres.
Entonces cantarán los árboles de los bosques delante de Jehová, porque viene á juzgar la tierra.
He aquí que sus embajadores darán voces afuera; los mensajeros de paz llorarán amargamente.
Y en diciendo esto, les mostró las manos y los pies.
Y un mar, y doce bueyes debajo del mar;
De la manera que hoy se ha hecho, mandó hacer Jehová para expiaros.
Y aconteció que el día siguiente dijo Moisés al pueblo: Vosotros habéis cometido un gran pecado: mas yo subiré ahora á Jehová; quizá le aplacaré acerca de vuestro pecado.
Y volvió á enviar el tercer capitán de cincuenta con sus cincuenta: y subiendo aquel tercer capitán de cincuenta, hincóse de rodillas delante de Elías, y rogóle, diciendo: Varón de Dios, ruégote que sea de valor delante de tus ojos mi vida, y la vida de estos tus cincuenta siervos.
Y respondió Amán al rey: Al varón cuya honra desea el rey,
Y toda vestimenta, ó toda piel sobre la cual hubiere el derramamiento del semen, lavaráse con agua, y será inmunda hasta la tarde.
¿Quién como tú, Jehová, entre los dioses? ¿quién como tú, magnífico en santidad, terrible en loores, hacedor de maravillas?
Y arrojarte he de tu lugar, y de tu puesto te empujaré.
Al Músico principal: Salmo para los hijos de Coré. OID esto, pueblos todos; escuchad, habitadores todos del mundo:
Todos tus príncipes juntos huyeron del arco, fueron atados: todos los que en ti se hallaron, fueron atados juntamente, aunque lejos se habían huído.
Mas á causa de las fornicaciones, cada uno tenga su mujer, y cada una tenga su marido.
Y guarden todas las alhajas del tabernáculo del testimonio, y lo encargado á ellos de los hijos de Israel, y ministren en el servicio del tabernáculo.
Y volvió al varón de Dios, él y toda su compañía, y púsose delante de él, y dijo: He aquí ahora conozco que no hay Dios en toda la tierra, sino en Israel. Ruégote que recibas algún presente de tu siervo.
Sale el sol, recógense, y échanse en sus cuevas.
Y dijo David á Saúl: ¿Por qué oyes las palabras de los que dicen: Mira que David procura tu mal?
Y Moisés los envió á la guerra: mil de cada tribu envió: y Phinees, hijo de Eleazar sacerdote, fuéá la guerra con los santos instrumentos, con las trompetas en su mano para tocar.
Entonces una mujer llamada Lidia, que vendía púrpura en la ciudad de Tiatira, temerosa de Dios, estaba oyendo; el corazón de la cual abrió el Señor para que estuviese atenta á lo que Pablo decía.
El hermano que es de baja suerte, gloríese en su alteza:
He aquí vienen días, dice Jehová, en que yo confirmaré la palabra buena que he hablado á la casa de Israel y á la casa de Judá.
Y Moisés puso las varas delante de Jehová en el tabernáculo del testimonio.
Y quitóse el rey su anillo que había vuelto á tomar de Amán, y diólo á Mardochêo. Y Esther puso á Mardochêo sobre la casa de Amán.
Quita de sobre mí tu plaga; de la guerra de tu mano soy consumido.
Entonces los Judíos dijeron entre sí: ¿A dónde se ha de ir éste que no le hallemos? ¿Se ha de ir á los esparcidos entre los Griegos, y á enseñar á los Griegos?
Mucho me he gozado, porque he hallado de tus hijos, que andan en verdad, como nosotros hemos recibido el mandamiento del Padre.
Y cuando sacrificareis sacrificio de hacimiento de gracias á Jehová, de vuestra voluntad lo sacrificaréis.
Y Joiada engendró á Jonathán, y Jonathán engendró á Jaddua.
Y Jephté respondió á los ancianos de Galaad: ¿No me habéis vosotros aborrecido, y me echasteis de la casa de mi padre? ¿por qué pues venís ahora á mí cuando estáis en aflicción?
Porque los Gentiles que no tienen ley, naturalmente haciendo lo que es de la ley, los tales, aunque no tengan ley, ellos son ley á sí mismos:
El camino de los impíos es como la oscuridad: no saben en qué tropiezan.
Y los ojos de ellos fueron abiertos. Y Jesús les encargó rigurosamente, diciendo: Mirad que nadie lo sepa.
Y los Levitas pondrán sus manos sobre las cabezas de los novillos: y ofrecerás el uno por expiación, y el otro en holocausto á Jehová, para expiar los Levitas.
No absolutamente con los fornicarios de este mundo, ó con los avaros, ó con los ladrones, ó con los idólatras; pues en tal caso os sería menester salir del mundo.
Pues que tú los apartaste para ti por tu heredad de todos los pueblos de la tierra, como lo dijiste por mano de Moisés tu siervo, cuando sacaste á nuestros padres de Egipto, oh Señor Jehová.
Y de esta manera la harás: de trescientos codos la longitud del arca, de cincuenta codos su anchura, y de treinta codos su altura.
Y respondió Haggeo y dijo: Así es este pueblo, y esta gente, delante de mí, dice Jehová; y asimismo toda obra de sus manos; y todo lo que aquí ofrecen es inmundo.
Y vinieron los hijos de Gad y los hijos de Rubén, y hablaron á Moisés, y á Eleazar el sacerdote, y á los príncipes de la congregación, diciendo:
Y respondió Achâz: No pediré, y no tentaré á Jehová.
Así dice Jehová Dios de Israel: Yo hice pacto con vuestros padres el día que los saqué de tierra de Egipto, de casa de siervos, diciendo:
Y como los capitanes de los carros vieron á Josaphat, dijeron: Ciertamente éste es el rey de Israel; y viniéronse á él para pelear con él; mas el rey Josaphat dió voces.
Y si su ofrenda para holocausto fuere de ovejas, de los corderos, ó de las cabras, macho sin defecto lo ofrecerá.
Empero si su marido callare á ello de día en día, entonces confirmó todos sus votos, y todas las obligaciones que están sobre ella: confirmólas, por cuanto calló á ello el día que lo oyó.
No sea que bebiendo olviden la ley, y perviertan el derecho de todos los hijos afligidos.
Espera en Jehová, y guarda su camino, y él te ensalzará para heredar la tierra: cuando serán talados los pecadores, lo verás.
No habrá allí león, ni bestia fiera subirá por él, ni allí se hallará, para que caminen los redimidos.
Y mirándolos Jesús, les dijo: Para con los hombres imposible es esto; mas para con Dios todo es posible.
Y si tu ojo te fuere ocasión de caer, sácalo: mejor te es entrar al reino de Dios con un ojo, que teniendo dos ojos ser echado á la Gehenna;
Y recayeron, sean otra vez renovados para arrepentimiento, crucificando de nuevo para sí mismos al Hijo de Dios, y exponiéndole á vituperio.
Y á Obal, y á Abimael, y á Seba,
Que todos vosotros habéis conspirado contra mí, y no hay quien me descubra al oído como mi hijo ha hecho alianza con el hijo de Isaí, ni alguno de vosotros que se duela de mí, y me descubra como mi hijo ha levantado á mi siervo contra mí, para que me aceche, según hace hoy día?
Porque los sacerdotes y los Levitas se habían purificado á una; todos fueron limpios: y sacrificaron la pascua por todos los de la transmigración, y por sus hermanos los sacerdotes, y por sí mismos.
Jehová Dios de Israel, no hay Dios semejante á ti en el cielo ni en la tierra, que guardas el pacto y la misericordia á tus siervos que caminan delante de ti de todo su corazón;
Pues tus testimonios son mis deleites, y mis consejeros.
Sobre todo negocio de fraude, sobre buey, sobre asno, sobre oveja, sobre vestido, sobre toda cosa perdida, cuando uno dijere: Esto es mío, la causa de ambos vendrá delante de los jueces; y el que los jueces condenaren, pagará el doble á su prójimo.
Y acreció el varón muy mucho, y tuvo muchas ovejas, y siervas y siervos, y camellos y asnos.
De los hijos de Coath, Uriel el principal, y sus hermanos, ciento y veinte;
Así entrará en el reino el rey del mediodía, y volverá á su tierra.
Y David siguió el alcance con cuatrocientos hombres; porque se quedaron atrás doscientos, que cansados no pudieron pasar el torrente de Besor.
Y su hueste, con los contados de ellos, cincuenta y tres mil y cuatrocientos.
Esta es la ley del holocausto, del presente, de la expiación por el pecado, y de la culpa, y de las consagraciones, y del sacrificio de las paces:
Mas la batalla había arreciado aquel día, y el rey estuvo en su carro delante de los Siros, y á la tarde murió: y la sangre de la herida corría por el seno del carro.
Por tanto, velad, acordándoos que por tres años de noche y de día, no he cesado de amonestar con lágrimas á cada uno.
Yo seré para ella, dice Jehová, muro de fuego en derredor, y seré por gloria en medio de ella.
Y de la que padece su costumbre, y acerca del que tuviere flujo, sea varón ó hembra, y del hombre que durmiere con mujer inmunda.
Porque Ezechîas rey de Judá había dado á la multitud mil novillos y siete mil ovejas; y también los príncipes dieron al pueblo mil novillos y diez mil ovejas: y muchos sacerdotes se santificaron.
Y viendo esto, todos murmuraban, diciendo que había entrado á posar con un hombre pecador.
Y como se cumplieron los días de la purificación de ella, conforme á la ley de Moisés, le trajeron á Jerusalem para presentarle al Señor,
CUANDO Ephraim hablaba, hubo temor; fué ensalzado en Israel; mas pecó en Baal, y murió.
Maridos, amad á vuestras mujeres, y no seáis desapacibles con ellas.
Hay quien todo el día codicia: mas el justo da, y no desperdicia.
En medio de aquella ciudad había una torre fuerte, á la cual se retiraron todos los hombres y mujeres, y todos los señores de la ciudad; y cerrando tras sí las puertas, subiéronse al piso alto de la torre.
Y hablaron por señas á su padre, cómo le quería llamar.
Y Jehová dijo á Moisés: Faraón no os oirá, para que mis maravillas se multipliquen en la tierra de Egipto.
Y saliendo ellos, he aquí, le trajeron un hombre mudo, endemoniado.
DESPUÉS se manifestó Jesús otra vez á sus discípulos en la mar de Tiberias; y manifestóse de esta manera.
Y le llevan al lugar de Gólgotha, que declarado quiere decir: Lugar de la Calavera.
Y seráles como adivinación mentirosa en sus ojos, por estar juramentados con juramento á ellos: mas él trae á la memoria la maldad, para prenderlos.
Y echaban fuera muchos demonios, y ungían con aceite á muchos enfermos, y sanaban.
Tenías los párpados de mis ojos: estaba yo quebrantado, y no hablaba.
Así que, testimonio dais á vosotros mismos, que sois hijos de aquellos que mataron á los profetas.
Mas ¿qué le dice la divina respuesta? He dejado para mí siete mil hombres, que no han doblado la rodilla delante de Baal.
Mi tienda es destruída, y todas mis cuerdas están rotas: mis hijos fueron sacados de mí, y perecieron: no hay ya más quien extienda mi tienda, ni quien levante mis cortinas.
Y el rey David envió á Sadoc y á Abiathar sacerdotes, diciendo: Hablad á los ancianos de Judá y decidles: ¿Por qué seréis vosotros los postreros en volver el rey á su casa, ya que la palabra de todo Israel ha venido al rey de volverle á su casa?
Toda cama en que se acostare el que tuviere flujo, será inmunda; y toda cosa sobre que se sentare, inmunda será.
Y cuando llegaron á la era de Nachôn, Uzza extendió la mano al arca de Dios, y túvola; porque los bueyes daban sacudidas.
El hombre deslenguado no será firme en la tierra: el mal cazará al hombre injusto para derribarle.
Porque Dios no es Dios de disensión, sino de paz; como en todas las iglesias de los santos.
Y los jueces inquirirán bien, y si pareciere ser aquél testigo falso, que testificó falsamente contra su hermano,
Y estará sobre Aarón cuando ministrare; y oiráse su sonido cuando él entrare en el santuario delante de Jehová y cuando saliere, porque no muera.
Y aconteció, que á la media noche se estremeció aquel hombre, y palpó: y he aquí, la mujer que estaba acostada á sus pies.
Entonces dícele Pilato: ¿A mí no me hablas? ¿no sabes que tengo potestad para crucificarte, y que tengo potestad para soltarte?
Y desciende aqueste término al cabo del monte que está delante del valle del hijo de Hinnom, que está en la campiña de los gigantes hacia el norte: desciende luego al valle de Hinnom, al lado del Jebuseo al mediodía, y de allí desciende á la fuente de Rogel:
Y el hijo de la mujer Israelita pronunció el Nombre, y maldijo: entonces le llevaron á Moisés. Y su madre se llamaba Selomith, hija de Dribi, de la tribu de Dan.
Y preguntáronle, y dijéronle: ¿Por qué pues bautizas, si tú no eres el Cristo, ni Elías, ni el profeta?
Mi mano será firme con él, mi brazo también lo fortificará.
Y libra de la espada al pobre, de la boca de los impíos, y de la mano violenta;
Y bendijo Jehová la postrimería de Job más que su principio; porque tuvo catorce mil ovejas, y seis mil camellos, y mil yuntas de bueyes, y mil asnas.
Y conoceremos, y proseguiremos en conocer á Jehová: como el alba está aparejada su salida, y vendrá á nosotros como la lluvia, como la lluvia tardía y temprana á la tierra.
¡Ay Señor! ¿qué diré, ya que Israel ha vuelto las espaldas delante de sus enemigos?
Y el otro dijo: He comprado cinco yuntas de bueyes, y voy á probarlos; ruégote que me des por excusado.
Y con esto concuerdan las palabras de los profetas, como está escrito:
No por obras, para que nadie se gloríe.
Entonces Saulo, que también es Pablo, lleno del Espíritu Santo, poniendo en él los ojos,
El séptimo día, estando el corazón del rey alegre del vino, mandó á Mehumán, y á Biztha, y á Harbona, y á Bigtha, y á Abagtha, y á Zetar, y á Carcas, siete eunucos que servían delante del rey Assuero,
Y dirás al bosque del mediodía: Oye palabra de Jehová: Así ha dicho el Señor Jehová: He aquí que yo enciendo en ti fuego, el cual consumirá en ti todo árbol verde, y todo árbol seco: no se apagará la llama del fuego; y serán quemados en ella todos rostros, desde el mediodía hasta el norte.
E Isaías les respondió: Así diréis á vuestro señor: Así ha dicho Jehová; No temas por las palabras que has oído, con las cuales me han blasfemado los siervos del rey de Asiria.
A cada uno de todos ellos dió mudas de vestidos, y á Benjamín dió trescientas piezas de plata, y cinco mudas de vestidos.
Ni dirán: Helo aquí, ó helo allí: porque he aquí el reino de Dios entre vosotros está.
Clamaron á ti, y fueron librados: esperaron en ti, y no se avergonzaron.
Dió también el sacerdote Joiada á los centuriones las lanzas, paveses y escudos que habían sido del rey David, que estaban en la casa de Dios;
Mataron entonces á Phorsandatha, y á Dalphón, y á Asphatha,
He aquí, heredad de Jehová son los hijos: cosa de estima el fruto del vientre.
Entonces llamó él á Giezi, y díjole: Llama á esta Sunamita. Y él la llamó. Y entrando ella, él le dijo: Toma tu hijo.
Y cubriólo de oro puro, su mesa y sus paredes alrededor, y sus cuernos: é hízole una corona de oro alrededor.
Nadie se engañe á sí mismo: si alguno entre vosotros parece ser sabio en este siglo, hágase simple, para ser sabio.
Todas las personas que vinieron con Jacob á Egipto, procedentes de sus lomos, sin las mujeres de los hijos de Jacob, todas las personas fueron sesenta y seis.
Y cualquiera que entrare en aquella casa todos los días que la mandó cerrar, será inmundo hasta la tarde.
Y la lengua es un fuego, un mundo de maldad. Así la lengua está puesta entre nuestros miembros, la cual contamina todo el cuerpo, é inflama la rueda de la creación, y es inflamada del infierno.
Pues ahora, Zorobabel, esfuérzate, dice Jehová; esfuérzate también Josué, hijo de Josadac, gran sacerdote; y cobra ánimo, pueblo todo de la tierra, dice Jehová, y obrad: porque yo soy con vosotros, dice Jehová de los ejércitos.
Donde los sueños son en multitud, también lo son las vanidades y muchas las palabras; mas tú teme á Dios.
Y aconteció que, apretándole ella cada día con sus palabras é importunándole, su alma fué reducida á mortal angustia.
Porque se llegó á Jehová, y no se apartó de él, sino que guardó los mandamientos que Jehová prescribió á Moisés.
Porque el pueblo fué contado, y no hubo allí varón de los moradores de Jabes-galaad.
Paróse un fantasma delante de mis ojos, cuyo rostro yo no conocí, y quedo, oí que decía:
Añade: Y nunca más me acordaré de sus pecados é iniquidades.
Y los rucios salieron, y se afanaron por ir á recorrer la tierra. Y dijo: Id, recorred la tierra. Y recorrieron la tierra.
Y Jacob dijo á Rachêl como él era hermano de su padre, y como era hijo de Rebeca: y ella corrió, y dió las nuevas á su padre.
Todos declinaron, juntamente se han corrompido: no hay quien haga bien, no hay ni siquiera uno.
Tu presencia supliqué de todo corazón: ten misericordia de mí según tu palabra.
Y Joas rey de Israel prendió en Beth-semes á Amasías rey de Judá, hijo de Joas hijo de Joachâz, y llevólo á Jerusalem: y derribó el muro de Jerusalem desde la puerta de Ephraim hasta la puerta del ángulo, cuatrocientos codos.
Entonces, levantándose todos los de Israel de su lugar, pusiéronse en orden en Baal-tamar: y también las emboscadas de Israel salieron de su lugar, del prado de Gabaa.
Y él tomó viandas de delante de sí para ellos; mas la porción de Benjamín era cinco veces como cualquiera de las de ellos. Y bebieron, y alegráronse con él.
Y Jehová dijo á Moisés: También haré esto que has dicho, por cuanto has hallado gracia en mis ojos, y te he conocido por tu nombre.
Y te alegrarás delante de Jehová tu Dios, tú, y tu hijo, y tu hija, y tu siervo, y tu sierva, y el Levita que estuviere en tus ciudades, y el extranjero, y el huérfano, y la viuda, que estuvieren en medio de ti, en el lugar que Jehová tu Dios hubiere escogido para hacer habitar allí su nombre.
Gastan sus días en bien, y en un momento descienden á la sepultura.
Mas el pueblo no se convirtió al que lo hería, ni buscaron á Jehová de los ejércitos.
He aquí yo traigo mal sobre ti, y barreré tu posteridad, y talaré de Achâb todo meante á la pared, al guardado y al desamparado en Israel:
Y los ancianos de aquella ciudad traerán la becerra á un valle áspero, que nunca haya sido arado ni sembrado, y cortarán el pescuezo á la becerra allí en el valle.
La tierna y la delicada entre vosotros, que nunca la planta de su pie probó á sentar sobre la tierra, de ternura y delicadeza, su ojo será maligno para con el marido de su seno, y para con su hijo, y para con su hija,
Porque vuestras manos están contaminadas de sangre, y vuestros dedos de iniquidad; vuestros labios pronuncian mentira, habla maldad vuestra lengua.
TAU. Acérquese mi clamor delante de ti, oh Jehová: dame entendimiento conforme á tu palabra.
Y como la abrió, vió al niño; y he aquí que el niño lloraba. Y teniendo compasión de él, dijo: De los niños de los Hebreos es éste.
Y sepultaron á Abner en Hebrón: y alzando el rey su voz, lloró junto al sepulcro de Abner; y lloró también todo el pueblo.
Y gimas en tus postrimerías, cuando se consumiere tu carne y tu cuerpo,
Porque el Hijo de Dios, Jesucristo, que por nosotros ha sido entre vosotros predicado, por mí y Silvano y Timoteo, no ha sido Sí y No; mas ha sido Sí en él.
El corazón del entendido adquiere sabiduría; y el oído de los sabios busca la ciencia.
Yo quisiera detenerle conmigo, para que en lugar de ti me sirviese en las prisiones del evangelio;
¿Y tú buscas para ti grandezas? No busques; porque he aquí que yo traigo mal sobre toda carne, ha dicho Jehová, y á ti te daré tu vida por despojo en todos los lugares adonde fueres.
Y amó Isaac á Esaú, porque comía de su caza; mas Rebeca amaba á Jacob.
Como prodigio he sido á muchos; y tú mi refugio fuerte.
Descendió á la casa del rey, á la cámara del secretario, y he aquí que todos los príncipes estaban allí sentados, á saber: Elisama secretario, y Delaías hijo de Semeías, y Elnathán hijo de Achbor, y Gemarías hijo de Saphán, y Sedechîas hijo de Ananías, y todos los príncipes.
Y he aquí una mujer enferma de flujo de sangre doce años había, llegándose por detrás, tocó la franja de su vestido:
Porque Jehová de los ejércitos los bendecirá, diciendo: Bendito el pueblo mío Egipto, y el Asirio obra de mis manos, é Israel mi heredad.
Y fué con él, y le seguía gran compañía, y le apretaban.
A los cuales dieron Chîriath-arba, del padre de Anac, la cual es Hebrón, en el monte de Judá, con sus ejidos en sus contornos.
Por lo cual asimismo padezco esto: mas no me avergüenzo; porque yo sé á quien he creído, y estoy cierto que es poderoso para guardar mi depósito para aquel día.
Y como la gente fué echada fuera, entró, y tomóla de la mano, y se levantó la muchacha.
Asimismo reedificó á Beth-oron la de arriba, y á Beth-oron la de abajo, ciudades fortificadas, de muros, puertas, y barras;
Yo también procederé con vosotros en oposición, y os heriré aun siete veces por vuestros pecados:
Y respondió Abram al rey de Sodoma: He alzado mi mano á Jehová Dios alto, poseedor de los cielos y de la tierra,
Entonces dijo el sumo sacerdote Hilcías á Saphán escriba: El libro de la ley he hallado en la casa de Jehová. E Hilcías dió el libro á Saphán, y leyólo.
Y los que de vosotros escaparen, se acordarán de mí entre las gentes entre las cuales serán cautivos: porque yo me quebranté á causa de su corazón fornicario, que se apartó de mí, y á causa de sus ojos, que fornicaron tras sus ídolos: y se avergonzarán de sí mismos, á causa de los males que hicieron en todas sus abominaciones.
DESPUÉS de esto abrió Job su boca, y maldijo su día.
Y perdónanos nuestras deudas, como también nosotros perdonamos á nuestros deudores.
Entonces Israel su padre les respondió: Pues que así es, hacedlo; tomad de lo mejor de la tierra en vuestros vasos, y llevad á aquel varón un presente, un poco de bálsamo, y un poco de miel, aromas y mirra, nueces y almendras.
El cuidado congojoso en el corazón del hombre, lo abate; mas la buena palabra lo alegra.
Por tanto es por la fe, para que sea por gracia; para que la promesa sea firme á toda simiente, no solamente al que es de la ley, mas también al que es de la fe de Abraham, el cual es padre de todos nosotros,
Y cuando ofrecéis el animal ciego para sacrificar, ¿no es malo? asimismo cuando ofrecéis el cojo ó el enfermo, ¿no es malo? Preséntalo pues á tu príncipe: ¿acaso se agradará de ti, ó le serás acepto? dice Jehová de los ejércitos.
E hizo en las tablas de las molduras, y en las cintas, entalladuras de querubines, y de leones, y de palmas, con proporción en el espacio de cada una, y alrededor otros adornos.
Y eran bautizados de él en el Jordán, confesando sus pecados.
Dadme de entre vosotros, de vuestras tribus, varones sabios y entendidos y expertos, para que yo los ponga por vuestros jefes.
Guióme y llevóme en tinieblas, mas no en luz.
Mira pues, si la lumbre que en ti hay, es tinieblas.
Y dijeron á Mardochêo las palabras de Esther.
Querría cierto estar ahora con vosotros, y mudar mi voz; porque estoy perplejo en cuanto á vosotros.
Y Josué mandó á los oficiales del pueblo, diciendo:
Cuando yo era niño, hablaba como niño, pensaba como niño, juzgaba como niño; mas cuando ya fuí hombre hecho, dejé lo que era de niño.
Y aconteció que, hablándole cada día de esta manera, y no escuchándolos él, denunciáronlo á Amán, por ver si las palabras de Mardochêo se mantendrían; porque ya él les había declarado que era Judío.
Y venido á nosotros, tomó el cinto de Pablo, y atándose los pies y las manos, dijo: Esto dice el Espíritu Santo: Así atarán los Judíos en Jerusalem al varón cuyo es este cinto, y le entregarán en manos de los Gentiles.
El hombre malo lisonjea á su prójimo, y le hace andar por el camino no bueno:
Ephraim, según veo, es semejante á Tiro, asentada en lugar delicioso: mas Ephraim sacará sus hijos al matador.
Yo os conjuro, oh doncellas de Jerusalem, si hallareis á mi amado, que le hagáis saber como de amor estoy enferma.
Y si el buey de alguno hiriere al buey de su prójimo, y éste muriere, entonces venderán el buey vivo, y partirán el dinero de él, y también partirán el muerto.
Y fué Dios con el muchacho; y creció, y habitó en el desierto, y fué tirador de arco.
Enojóse asimismo con furor contra sus tres amigos, porque no hallaban qué responder, aunque habían condenado á Job.
Y como vieron todos los hijos de Israel descender el fuego y la gloria de Jehová sobre la casa, cayeron en tierra sobre sus rostros en el pavimento, y adoraron, confesando á Jehováy diciendo: Que es bueno, que su misericordia es para siempre.
Porque, ¿qué es toda carne, para que oiga la voz del Dios viviente que habla de en medio del fuego, como nosotros la oímos, y viva?
En lugar de tus padres serán tus hijos, á quienes harás príncipes en toda la tierra.
Ninguna cosa comeréis de él cruda, ni cocida en agua, sino asada al fuego; su cabeza con sus pies y sus intestinos.
Y se quedaron allí mucho tiempo con los discípulos.
Mas respondiendo él, dijo: De cierto os digo, queno os conozco.
Hijo del hombre, pon tu rostro contra Faraón rey de Egipto, y profetiza contra él y contra todo Egipto.
Mas ahora, habiendo conocido á Dios, ó más bien, siendo conocidos de Dios, ¿cómo os volvéis de nuevo á los flacos y pobres rudimentos, en los cuales queréis volver á servir?
Y á Baalath, y á todas las villas de munición que Salomón tenía; también todas las ciudades de los carros y las de la gente de á caballo; y todo lo que Salomón quiso edificar en Jerusalem, y en el Líbano, y en toda la tierra de su señorío.
Estos son los que hablaron á Faraón rey de Egipto, para sacar de Egipto á los hijos de Israel. Moisés y Aarón fueron estos.
El de grande ira llevará la pena: y si usa de violencias, añadirá nuevos males.
Alargó su mano al pobre, y extendió sus manos al menesteroso.
De este tal me gloriaré, mas de mí mismo nada me gloriaré, sino en mis flaquezas.
El avisado ve el mal, y escóndese: mas los simples pasan, y reciben el daño.
Y tú, hijo del hombre, así ha dicho el Señor Jehová á la tierra de Israel: El fin, el fin viene sobre los cuatro cantones de la tierra.
Porque ¿cómo podré yo ver el mal que alcanzará á mi pueblo? ¿cómo podré yo ver la destrucción de mi nación?
Y como llegaron á tierra los barcos, dejándolo todo, le siguieron.
Si oyeren, y le sirvieren, acabarán sus días en bien, y sus años en deleites.
Así que Jehová el Dios de Israel echó los Amorrheos delante de su pueblo Israel: ¿y lo has de poseer tú?
Y llegarme he á vosotros á juicio; y seré pronto testigo contra los hechiceros y adúlteros; y contra los que juran mentira, y los que detienen el salario del jornalero, de la viuda, y del huérfano, y los que hacen agravio al extranjero, no teniendo temor de mí, dice Jehová de los ejércitos.
Selmo de Hahoh, Maharai de Netophath;
No hay cosa mejor para el hombre sino que coma y beba, y que su alma vea el bien de su trabajo. También tengo yo visto que esto es de la mano de Dios.
Porque cerca está el día, cerca está el día del Señor; día de nublado, día de las gentes será.
Pero la que vive en delicias, viviendo está muerta.
Y santificaré el tabernáculo del testimonio y el altar: santificaré asimismo á Aarón y á sus hijos, para que sean mis sacerdotes.
¿Y por qué nosotros peligramos á toda hora?
Porque ¿quién sabe cuál es el bien del hombre en la vida, todos los días de la vida de su vanidad, los cuales él pasa como sombra? Porque ¿quién enseñará al hombre qué será después de él debajo del sol?
E hicieron conspiración contra él en Jerusalem, y él huyó á Lachîs; mas enviaron tras él á Lachîs, y allá lo mataron.
Ve á casa de los Rechâbitas, y habla con ellos, é introdúcelos en la casa de Jehová, en una de las cámaras, y dales á beber vino.
Tú serás sobre mi casa, y por tu dicho se gobernará todo mi pueblo: solamente en el trono seré yo mayor que tú.
Y si ellos hubieran estado en mi secreto, también hubieran hecho oir mis palabras á mi pueblo; y les hubieran hecho volver de su mal camino, y de la maldad de sus obras.
Estos fueron los hijos de Aholibama, mujer de Esaú, hija de Ana, que fué hija de Zibeón: ella parió á Esaú á Jeús, Jaalam, y Cora.
El que cree en el Hijo de Dios, tiene el testimonio en sí mismo: el que no cree á Dios, le ha hecho mentiroso; porque no ha creído en el testimonio que Dios ha testificado de su Hijo.
Animales del campo, no temáis; porque los pastos del desierto reverdecerán, porque los árboles llevarán su fruto, la higuera y la vid darán sus frutos.
Y en el día de vuestra alegría, y en vuestras solemnidades, y en los principios de vuestros meses, tocaréis las trompetas sobre vuestros holocaustos, y sobre los sacrificios de vuestras paces, y os serán por memoria delante de vuestro Dios: Yo Jehová vuestro Dios.
Entonces toda la multitud calló, y oyeron á Bernabé y á Pablo, que contaban cuán grandes maravillas y señales Dios había hecho por ellos entre los Gentiles.
Después tomó los centuriones, y capitanes, y los de la guardia, y á todo el pueblo de la tierra, y llevaron al rey desde la casa de Jehová, y vinieron por el camino de la puerta de los de la guardia á la casa del rey; y sentóse el rey sobre el trono de los reyes.
Dad á Jehová la gloria debida á su nombre: humillaos á Jehová en el glorioso santuario.
Y muere en el monte al cual subes, y sé reunido á tus pueblos; al modo que murió Aarón tu hermano en el monte de Hor, y fué reunido á sus pueblos:
Entonces Faraón llamó á Moisés y á Aarón, y díjoles: Andad, sacrificad á vuestro Dios en la tierra.
Y el nombre de la estrella se dice Ajenjo. Y la tercera parte de las aguas fué vuelta en ajenjo: y muchos hombres murieron por las aguas, porque fueron hechas amargas.
Y nunca más tuvo Jeroboam poderío en los días de Abías: é hirióle Jehová, y murió.
En los días de éste se rebeló la Idumea, para no estar bajo el poder de Judá, y pusieron rey sobre sí.
Esto empero te confieso, que conforme á aquel Camino que llaman herejía, así sirvo al Dios de mis padres, creyendo todas las cosas que en la ley y en los profetas están escritas;
Alabad, gentes, á su pueblo, porque él vengará la sangre de sus siervos, y volverá la venganza á sus enemigos, y expiará su tierra, á su pueblo.
Y que también tomo por mi mujer á Ruth Moabita, mujer de Mahalón, para suscitar el nombre del difunto sobre su heredad, para que el nombre del muerto no se borre de entre sus hermanos y de la puerta de su lugar. Vosotros sois hoy testigos.
Será pues, cuando hubieres pasado el Jordán, que levantaréis estas piedras que yo os mando hoy, en el monte de Ebal, y las revocarás con cal:
Asimismo tomó todo el oro y plata, y todos los vasos que se hallaron en la casa de Dios en casa de Obed-edom, y los tesoros de la casa del rey, y los hijos de los príncipes, y volvióse á Samaria.
Pues ni tampoco el cuerpo es un miembro, sino muchos.
Y oyendo ellos estas cosas, prosiguió Jesús y dijo una parábola, por cuanto estaba cerca de Jerusalem, y porque pensaban que luego había de ser manifestado el reino de Dios.
Y alzando él sus ojos vió á Benjamín su hermano, hijo de su madre, y dijo: ¿Es éste vuestro hermano menor, de quien me hablasteis? Y dijo: Dios tenga misericordia de ti, hijo mío.
¿No has sabido, no has oído que el Dios del siglo es Jehová, el cual crió los términos de la tierra? No se trabaja, ni se fatiga con cansancio, y su entendimiento no hay quien lo alcance.
Y David consultó á Jehová, diciendo: ¿Seguiré esta tropa? ¿podréla alcanzar? Y él le dijo: Síguela, que de cierto la alcanzarás, y sin falta librarás la presa.
Los hijos de Bani, seiscientos cuarenta y dos;
El cual será restaurador de tu alma, y el que sustentará tu vejez; pues que tu nuera, la cual te ama y te vale más que siete hijos, le ha parido.
Y el pueblo creyó: y oyendo que Jehová había visitado los hijos de Israel, y que había visto su aflicción, inclináronse y adoraron.
¿COMENZAMOS otra vez á alabarnos á nosotros mismos? ¿ó tenemos necesidad, como algunos, de letras de recomendación para vosotros, ó de recomendación de vosotros?
Y dió la tierra de ellos en heredad, porque para siempre es su misericordia;
Porque todas las gentes han bebido del vino del furor de su fornicación; y los reyes de la tierra han fornicado con ella, y los mercaderes de la tierra se han enriquecido de la potencia de sus deleites.
Y mi espíritu se alegró en Dios mi Salvador.
Tronará Dios maravillosamente con su voz; él hace grandes cosas, que nosotros no entendemos.
Los ministriles respondieron: Nunca ha hablado hombre así como este hombre.
El camino del necio es derecho en su opinión: mas el que obedece al consejo es sabio.
De la boca de los chiquitos y de los que maman, fundaste la fortaleza, á causa de tus enemigos, para hacer cesar al enemigo, y al que se venga.
Entonces Benaía hijo de Joiada respondió al rey, y dijo: Amén. Así lo diga Jehová, Dios de mi señor el rey.
Porque he aquí, los que se alejan de ti perecerán: tú cortarás á todo aquel que fornicando, de ti se aparta.
Y él me volvió á decir: Yo te ruego que te pongas sobre mí, y me mates, porque me toman angustias, y toda mi alma está aún en mí.
Y cuatro bestias grandes, diferentes la una de la otra, subían de la mar.
Condenados sean á muerte, desciendan vivos al infierno: porque maldades hay en su compañía, entre ellos.
Mas él se apartaba á los desiertos, y oraba.
Y Bethuel engendró á Rebeca. Estos ocho parió Milca á Nachôr, hermano de Abraham.
Entonces Jesús mirándolos, dice: Para los hombres es imposible; mas para Dios, no; porque todas las cosas son posibles para Dios.
Y mandóles, diciendo: Esto es lo que habéis de hacer: la tercera parte de vosotros, los que entrarán el sábado, tendrán la guardia de la casa del rey;
Mas él porfió con ellos mucho, y se vinieron con él, y entraron en su casa; é hízoles banquete, y coció panes sin levadura, y comieron.
Diles: Yo soy vuestra señal: como yo hice, así les harán á ellos: al pasar á otro país irán en cautiverio.
Entonces Samsón les dijo: ¿Así lo habíais de hacer? mas yo me vengaré de vosotros, y después cesaré.
Y curan el quebrantamiento de la hija de mi pueblo con liviandad, diciendo, Paz, paz; y no hay paz.
Así que hagamos fiesta, no en la vieja levadura, ni en la levadura de malicia y de maldad, sino en ázimos de sinceridad y de verdad.
Subieron los montes, descendieron los valles, al lugar que tú les fundaste.
Y el hombre, cuando de él saliere derramamiento de semen, lavará en aguas toda su carne, y será inmundo hasta la tarde.
Mas él salido, comenzó á publicarlo mucho, y á divulgar el hecho, de manera que ya Jesús no podía entrar manifiestamente en la ciudad, sino que estaba fuera en los lugares desiertos; y venían á él de todas partes.
Los cuales venidos, oraron por ellos, para que recibiesen el Espíritu Santo;
POR lo cual eres inexcusable, oh hombre, cualquiera que juzgas: porque en lo que juzgas á otro, te condenas á ti mismo; porque lo mismo haces, tú que juzgas.
Salíase de Jerusalem Jeremías para irse á tierra de Benjamín, para apartarse de allí en medio del pueblo.
Y él estaba en la popa, durmiendo sobre un cabezal, y le despertaron, y le dicen: ¿Maestro, no tienes cuidado que perecemos?
Y Jehová me lo hizo saber, y conocílo: entonces me hiciste ver sus obras.
¿Quién de vosotros me redarguye de pecado? Pues si digo verdad, ¿por qué vosotros no me creéis?
¿No habéis sabido lo que yo y mis padres hemos hecho á todos los pueblos de la tierra? ¿Pudieron los dioses de las gentes de las tierras librar su tierra de mi mano?
Y FUÉ á mí palabra de Jehová, diciendo:
Y aparecióse Jehová en el tabernáculo, en la columna de nube; y la columna de nube se puso sobre la puerta del tabernáculo.
Entonces Jehová dijo á Abraham: ¿Por qué se ha reído Sara diciendo: Será cierto que he de parir siendo ya vieja?
Y ellos respondieron: De buena gana los daremos. Y tendiendo una ropa de vestir, echó allí cada uno los zarcillos de su despojo.
Subió Dios con júbilo, Jehová con sonido de trompeta.
Así ha dicho el Señor Jehová: Ningún hijo de extranjero, incircunciso de corazón é incircunciso de carne, entrará en mi santuario, de todos los hijos de extranjeros que están entre los hijos de Israel.
Y lo que viste de los pies y los dedos, en parte de barro cocido de alfarero, y en parte de hierro, el reino será dividido; mas habrá en él algo de fortaleza de hierro, según que viste el hierro mezclado con el tiesto de barro.
Y Moisés dijo al pueblo: Tened memoria de aqueste día, en el cual habéis salido de Egipto, de la casa de servidumbre; pues Jehová os ha sacado de aquí con mano fuerte: por tanto, no comeréis leudado.
La circuncisión nada es, y la incircuncisión nada es; sino la observancia de las mandamientos de Dios.
No hay conmigo sino escarnecedores, en cuya acrimonia se detienen mis ojos.
He aquí, llamarás á gente que no conociste, y gentes que no te conocieron correrán á ti; por causa de Jehová tu Dios, y del Santo de Israel que te ha honrado.
Y SAULO, respirando aún amenazas y muerte contra los discípulos del Señor, vino al príncipe de los sacerdotes,
Si fuere hallado con el hurto en la mano, sea buey ó asno ú oveja vivos, pagará el duplo.
Porque así ha dicho Jehová, Dios de Israel, acerca de las casas de esta ciudad, y de las casas de los reyes de Judá, derribadas con arietes y con hachas:
Habéis además dicho: ¡Oh qué trabajo! y lo desechasteis, dice Jehová de los ejércitos; y trajisteis lo hurtado, ó cojo, ó enfermo, y presentasteis ofrenda. ¿Seráme acepto eso de vuestra mano? dice Jehová.
Y cualquiera que diere á uno de estos pequeñitos un vaso de agua fría solamente, en nombre de discípulo, de cierto os digo, que no perderá su recompensa.
Y dijo: Oh Jehová, ruégote te acuerdes ahora que he andado delante de ti en verdad y con íntegro corazón, y que he hecho lo que ha sido agradable delante de tus ojos. Y lloró Ezechîas con gran lloro.
Por lo cual, asimismo oramos siempre por vosotros, que nuestro Dios os tenga por dignos de su vocación, é hincha de bondad todo buen intento, y toda obra de fe con potencia,
Y llamó al hambre sobre la tierra, y quebrantó todo mantenimiento de pan.
Y dijo á los que estaban presentes: Quitadle la mina, y dadla al que tiene las diez minas.
Haste hermoseado más que los hijos de los hombres; la gracia se derramó en tus labios: por tanto Dios te ha bendecido para siempre.
BENDICE, alma mía, á Jehová. Jehová, Dios mío, mucho te has engrandecido; haste vestido de gloria y de magnificencia.
No tomarás para ti mujer, ni tendrás hijos ni hijas en este lugar.
Abigail engendró á Amasa, cuyo padre fué Jether Ismaelita.
Extendiste tu diestra; la tierra los tragó.
Y los hijos de Rubén, primogénito de Israel, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres por sus cabezas, todos los varones de veinte años arriba, todos los que podían salir á la guerra;
Y cuando hubieron sacado estos reyes á Josué, llamó Josué á todos los varones de Israel, y dijo á los principales de la gente de guerra que habían venido con él: Llegad y poned vuestros pies sobre los pescuezos de aquestos reyes. Y ellos se llegaron, y pusieron sus pies sobre los pescuezos de ellos.
Y era Moisés de edad de ciento y veinte años cuando murió: sus ojos nunca se oscurecieron, ni perdió su vigor.
A la mano derecha se levantaron los jóvenes; empujaron mis pies, y sentaron contra mí las vías de su ruina.
Y echaréis los moradores de la tierra, y habitaréis en ella; porque yo os la he dado para que la poseáis.
Y les dijo: Id también vosotros á mi viña, y os daré lo que fuere justo. Y ellos fueron.
Has amado toda suerte de palabras perniciosas, engañosa lengua.
Este era el animal que vi debajo del Dios de Israel en el río de Chebar; y conocí que eran querubines.
Tomó pues el capitán de la guardia á Jeremías, y díjole: Jehová tu Dios habló este mal contra este lugar;
Entonces David fué, y tomó los huesos de Saúl y los huesos de Jonathán su hijo, de los hombres de Jabes de Galaad, que los habían hurtado de la plaza de Beth-san, donde los habían colgado los Filisteos, cuando deshicieron los Filisteos á Saúl en Gilboa:
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Elisama, hijo de Ammiud.
Luego que fué dado aviso á David, juntó á todo Israel, y pasando el Jordán vino á ellos, y ordenó contra ellos su ejército. Y como David hubo ordenado su tropa contra ellos, pelearon con él los Siros.
Y el que jurare por el templo, jura por él, y por Aquél que habita en él;
Y edificó allí David un altar á Jehová, en el que ofreció holocaustos y sacrificios pacíficos, é invocó á Jehová, el cual le respondió por fuego de los cielos en el altar del holocausto.
La desnudez de tu padre, ó la desnudez de tu madre, no descubrirás: tu madre es, no descubrirás su desnudez.
Por cuanto ellos os afligieron á vosotros con sus ardides, con que os han engañado en el negocio de Peor, y en el negocio de Cozbi, hija del príncipe de Madián, su hermana, la cual fué muerta el día de la mortandad por causa de Peor.
Y entendiéndolo Jesús, les dijo: ¿Por qué dais pena á esta mujer? pues ha hecho conmigo buena obra.
Y dijo Isaí á David su hijo: Toma ahora para tus hermanos un epha de este grano tostado, y estos diez panes, y llévalo presto al campamento á tus hermanos.
Y Amasías hijo de Joas rey de Judá, vivió después de la muerte de Joas hijo de Joachâz rey de Israel, quince años.
Pues Sedechîas rey de Judá lo había preso, diciendo: ¿Por qué profetizas tú diciendo: Así ha dicho Jehová: He aquí yo entrego esta ciudad en mano del rey de Babilonia, y tomarála;
Y habló Jehová á Moisés en los campos de Moab junto al Jordán de Jericó, diciendo:
Así que, levantado por la diestra de Dios, y recibiendo del Padre la promesa del Espíritu Santo, ha derramado esto que vosotros veis y oís.
Para que por ellas probara yo á Israel, si guardarían ellos el camino de Jehová andando por él, como sus padres lo guardaron, ó no.
Y nunca más se levantó profeta en Israel como Moisés, á quien haya conocido Jehová cara á cara;
Así que, habiendo venido ellos juntos acá, sin ninguna dilación, al día siguiente, sentado en el tribunal, mandé traer al hombre;
EN aquel tiempo Merodach-baladán, hijo de Baladán, rey de Babilonia, envió cartas y presentes á Ezechîas; porque había oído que había estado enfermo, y que había convalecido.
Hijo de Suph, hijo de Elcana, hijo Mahath, hijo de Amasai;
Empero como hombres moriréis, y caeréis como cualquiera de los tiranos.
Tú estableciste todos los términos de la tierra: el verano y el invierno tú los formaste.
Y alguno de vosotros les dice: Id en paz, calentaos y hartaos; pero no les diereis las cosas que son necesarias para el cuerpo: ¿qué aprovechará?
Tú dices: He aquí he herido á Edom; y tu corazón se enaltece para gloriarte: ahora estáte en tu casa; ¿para qué te entrometes en mal, para caer tú y Judá contigo?
De tablas lo harás, hueco: de la manera que te fué mostrado en el monte, así lo harás.
Que dice al profundo: Sécate, y tus ríos haré secar;
Ponme como un sello sobre tu corazón, como una marca sobre tu brazo: porque fuerte es como la muerte el amor; duro como el sepulcro el celo: sus brasas, brasas de fuego, fuerte llama.
Y el rey se sentó en su silla, como solía, en el asiento junto á la pared, y Jonathán se levantó, y sentóse Abner al lado de Saúl, y el lugar de David estaba vacío.
Entonces el varón de Dios, enojado con él, le dijo: A herir cinco ó seis veces, herirías á Siria, hasta no quedar ninguno: empero ahora tres veces herirás á Siria.
Jehová, él es nuestro Dios; sus juicios en toda la tierra.
Y metió el arca en el tabernáculo, y puso el velo de la tienda, y cubrió el arca del testimonio; como Jehová había mandado á Moisés.
Escucha, oh Jehová, mi oración, y está atento á la voz de mis ruegos.
Oidme, los que conocéis justicia, pueblo en cuyo corazón está mi ley. No temáis afrenta de hombre, ni desmayéis por sus denuestos.
Y LLEGADO el mes séptimo, y yalos hijos de Israel en las ciudades, juntóse el pueblo como un solo hombre en Jerusalem.
Asimismo dió oro por peso para las mesas de la proposición, para cada mesa: del mismo modo plata para las mesas de plata:
Déjame, y tomaré fuerzas, antes que vaya y perezca.
Y Esthón engendró á Beth-rapha, á Phasea, y á Tehinna, padre de la ciudad de Naas: estos son los varones de Rechâ.
Y harás presentar los Levitas delante de Aarón, y delante de sus hijos, y los ofrecerás en ofrenda á Jehová.
Responde por tu siervo para bien: no me hagan violencia los soberbios.
Y su nombre será llamado en Israel: La casa del descalzado.
Alzaré asimismo mis manos á tus mandamientos, que amé; y meditaré en tus estatutos.
Para que ninguna carne se jacte en su presencia.
Además inquiere tú de entre todo el pueblo varones de virtud, temerosos de Dios, varones de verdad, que aborrezcan la avaricia; y constituirás á éstos sobre ellos caporales sobre mil, sobre ciento, sobre cincuenta y sobre diez.
Y levantóse Abraham de delante de su muerto, y habló á los hijos de Heth, diciendo:
Después fuí á las partes de Siria y de Cilicia;
Y Semeías escriba, hijo de Nathanael, de los Levitas, escribiólos delante del rey y de los príncipes, y delante de Sadoc el sacerdote, y de Ahimelech hijo de Abiathar, y de los príncipes de las familias de los sacerdotes y Levitas: y adscribían una familia á Eleazar, y á Ithamar otra.
Cuando veo tus cielos, obra de tus dedos, la luna y las estrellas que tú formaste:
Y endureció Jehová el corazón de Faraón rey de Egipto, y siguió á los hijos de Israel; pero los hijos de Israel habían salido con mano poderosa.
Y yo afligido y dolorido, tu salud, oh Dios, me defenderá.
Toma luego la alcuza de aceite, y derrámala sobre su cabeza, y di: Así dijo Jehová: Yo te he ungido por rey sobre Israel. Y abriendo la puerta, echa á huir, y no esperes.
Y había Jehová Dios plantado un huerto en Edén al oriente, y puso allí al hombre que había formado.
Como diamante, más fuerte que pedernal he hecho tu frente; no los temas, ni tengas miedo delante de ellos, porque es casa rebelde.
Conforme á la costumbre del sacerdocio, salió en suerte á poner el incienso, entrando en el templo del Señor.
Y ellos le respondieron: Encontramos un varón que nos dijo: Id, y volveos al rey que os envió, y decidle: Así ha dicho Jehová: ¿No hay Dios en Israel, que tú envías á consultar á Baal-zebub dios de Ecrón? Por tanto, del lecho en que subiste no descenderás, antes morirás de cierto.
Y cuatrocientas granadas para las dos redes, dos órdenes de granadas en cada red, para cubrir los dos vasos redondos que estaban sobre las cabezas de las columnas;
Y te acordarás que fuiste siervo en la tierra de Egipto, y que Jehová tu Dios te rescató: por tanto yo te mando esto hoy.
Mas el sacerdote Joiada mandó á los centuriones que gobernaban el ejército, y díjoles: Sacadla fuera del recinto del templo, y al que la siguiere, matadlo á cuchillo. (Porque el sacerdote dijo que no la matasen en el templo de Jehová.)
Sed sin ofensa á Judíos, y á Gentiles, y á la iglesia de Dios:
¿Extendiste tú con él los cielos, firmes como un espejo sólido?
Aquellos hombres entonces, como vieron la señal que Jesús había hecho, decían: Este verdaderamente es el profeta que había de venir al mundo.
La palabra de Jehová que fué á él en los días de Josías hijo de Amón, rey de Judá, en el año décimotercio de su reinado.
Así he estado veinte años en tu casa: catorce años te serví por tus dos hijas, y seis años por tu ganado; y has mudado mi salario diez veces.
Tanto de mejor testamento es hecho fiador Jesús.
Bueno es al hombre, si llevare el yugo desde su mocedad.
Y como llegaron al lugar que se llama Gólgotha, que es dicho, El lugar de la calavera,
Y los Filisteos subieron y pusieron campo en Judá, y tendiéronse por Lehi.
En tus mandamientos meditaré, consideraré tus caminos.
Saldrá su espíritu, tornaráse en su tierra: en aquel día perecerán sus pensamientos.
¿Por qué no comisteis la expiación en el lugar santo? porque es muy santa, y dióla él á vosotros para llevar la iniquidad de la congregación, para que sean reconciliados delante de Jehová.
Y la casa estaba llena de hombres y mujeres: y todos los príncipes de los Filisteos estaban allí; y en el alto piso había como tres mil hombres y mujeres, que estaban mirando el escarnio de Samsón.
Porque á la subida de Luhith con lloro subirá el que llora; porque á la bajada de Horonaim los enemigos oyeron clamor de quebranto.
Si estorbé el contento de los pobres, é hice desfallecer los ojos de la viuda;
Raedura y abominación nos tornaste en medio de los pueblos.
Ramo fructífero José, ramo fructífero junto á fuente, cuyos vástagos se extienden sobre el muro.
Temerte han mientras duren el sol y la luna, por generación de generaciones.
Empero David había ido y vuelto de con Saúl, para apacentar las ovejas de su padre en Beth-lehem.
Tus cuerdas se aflojaron; no afirmaron su mástil, ni entesaron la vela: repartiráse entonces presa de muchos despojos: los cojos arrebatarán presa.
Por eso ensanchó su interior el sepulcro, y sin medida extendió su boca; y allá descenderá la gloria de ellos, y su multitud, y su fausto, y el que en él se holgaba.
Pondré pues á Samaria en majanos de heredad, en tierra de viñas; y derramaré sus piedras por el valle, y descubriré sus fundamentos.
Formó, pues, Jehová Dios al hombre del polvo de la tierra, y alentó en su nariz soplo de vida; y fué el hombre en alma viviente.
Sacrificio y presente no te agrada; has abierto mis oídos; holocausto y expiación no has demandado.
Pero si hiciere lo malo delante de mis ojos, no oyendo mi voz, arrepentiréme del bien que había determinado hacerle.
El negocio también me era á mí oculto; mas mi oído ha percibido algo de ello.
Empero hágase todo decentemente y con orden.
Y conoceréis la verdad, y la verdad os libertará.
Y la primera suerte salió por Joiarib, la segunda por Jedaía;
¿IGNORÁIS, hermanos, (porque hablo con los que saben la ley) que la ley se enseñorea del hombre entre tanto que vive?
Y de la tribu de los hijos de Aser, el príncipe Ahiud hijo de Selomi.
TODO aquel que cree que Jesús es el Cristo, es nacido de Dios: y cualquiera que ama al que ha engendrado, ama también al que es nacido de él.
Esperad aún ahora, y mirad esta gran cosa que Jehová hará delante de vuestros ojos.
El que guarda la ley es hijo prudente: mas el que es compañero de glotones, avergüenza á su padre.
Tus dos pechos, como dos cabritos mellizos de gama.
Porque vuestra obediencia ha venido á ser notoria á todos; así que me gozo de vosotros; mas quiero que seáis sabios en el bien, y simples en el mal.
Y el principal de la casa de la cárcel entregó en mano de José todos los presos que había en aquella prisión; todo lo que hacían allí, él lo hacía.
¿Nunca has oído que mucho tiempo ha yo lo hice, y de días antiguos lo he formado? Y ahora lo he hecho venir, y fué para desolación de ciudades fuertes en montones de ruinas.
Hijo de Michâel, hijo de Baasías, hijo de Malchîas;
Y FUÉ á mí palabra de Jehová, diciendo:
Y quebraron la estatua de Baal, y derribaron la casa de Baal, é hiciéronla necesaria, hasta hoy.
Apacienta tu pueblo con tu cayado, el rebaño de tu heredad, que mora solo en la montaña, en medio del Carmelo: pazcan en Basán y Galaad, como en el tiempo pasado.
Hizo pues lo malo en ojos de Jehová, como la casa de Achâb; porque después de la muerte de su padre, ellos le aconsejaron para su perdición.
No impongas de ligero las manos á ninguno, ni comuniques en pecados ajenos: consérvate en limpieza.
Entonces oramos á nuestro Dios, y por causa de ellos pusimos guarda contra ellos de día y de noche.
¿Qué provecho tiene el hombre de todo su trabajo con que se afana debajo del sol?
Y Daniel habló, y dijo: Sea bendito el nombre de Dios de siglo hasta siglo: porque suya es la sabiduría y la fortaleza:
¿El que los guió por la diestra de Moisés con el brazo de su gloria; el que rompió las aguas delante de ellos, haciéndose así nombre perpetuo?
Y ESTO es lo que les harás para consagrarlos, para que sean mis sacerdotes: Toma un becerro de la vacada, y dos carneros sin tacha;
Y á ellos dijo: ¿Por qué estáis así amedrentados? ¿Cómo no tenéis fe?
Entonces comenzó á reconvenir á las ciudades en las cuales habían sido hechas muy muchas de sus maravillas, porque no se habían arrepentido, diciendo:
¿No estarán allí contigo Sadoc y Abiathar sacerdotes? Por tanto, todo lo que oyeres en la casa del rey, darás aviso de ello á Sadoc y á Abiathar sacerdotes.
Hirió pues Josué toda la región de las montañas, y del mediodía, y de los llanos, y de las cuestas, y á todos sus reyes, sin quedar nada; todo lo que tenía vida mató, al modo que Jehová Dios de Israel lo había mandado.
Y en Gabaón habitaron Abiga-baón, la mujer del cual se llamó Maachâ:
Inquirid en el libro de Jehová, y leed si faltó alguno de ellos: ninguno faltó con su compañera; porque su boca mandó, y reuniólos su mismo espíritu.
Enamoróse de ellos en viéndolos, y envióles mensajeros á la tierra de los Caldeos.
Y le dijo el Señor: Quita los zapatos de tus pies, porque el lugar en que estás es tierra santa.
Por esta causa doblo mis rodillas al Padre de nuestro Señor Jesucristo,
En cabañas habitaréis siete días: todo natural de Israel habitará en cabañas;
El príncipe de los sacerdotes, Ananías, mandó entonces á los que estaban delante de él, que le hiriesen en la boca.
He aquí que para contiendas y debates ayunáis, y para herir con el puño inicuamente; no ayunéis como hoy, para que vuestra voz sea oída en lo alto.
Multiplicaste asimismo tu fornicación en la tierra de Canaán y de los Caldeos: ni tampoco con esto te hartaste.
Hacían también traer cebada y paja para los caballos y para las bestias de carga, al lugar donde él estaba, cada uno conforme al cargo que tenía.
Por delante de la puerta del norte su longitud era de cien codos, y la anchura de cincuenta codos.
Todos ellos arden como un horno, y devoraron á sus jueces: cayeron todos sus reyes: no hay entre ellos quien á mí clame.
Ellos entonces, dejando luego las redes, le siguieron.
No me seas tú por espanto: esperanza mía eres tú en el día malo.
Empero á cada uno de nosotros es dada la gracia conforme á la medida del don de Cristo.
Y David salió á ellos, y hablóles diciendo: Si habéis venido á mí para paz y para ayudarme, mi corazón será unido con vosotros; mas si para engañarme en pro de mis enemigos, siendo mis manos sin iniquidad, véalo el Dios de nuestros padres, y demándelo.
Hizo también el rey Salomón doscientos paveses de oro extendido: seiscientos siclos de oro gastó en cada pavés.
Así harás el séptimo del mes por los errados y engañados; y expiarás la casa.
Eliel, y Obed, y Jaasiel de Mesobia.
Y MANDÓ José al mayordomo de su casa, diciendo: Hinche los costales de aquestos varones de alimentos, cuanto pudieren llevar, y pon el dinero de cada uno en la boca de su costal:
Asimismo acerca de los diez cuernos que tenía en su cabeza, y del otro que había subido, de delante del cual habían caído tres: y este mismo cuerno tenía ojos, y boca que hablaba grandezas, y su parecer mayor que el de sus compañeros.
Levantemos nuestros corazones con las manos á Dios en los cielos.
Y respondió el centurión, y dijo: Señor, no soy digno de que entres debajo de mi techado; mas solamente di la palabra, y mi mozo sanará.
Por eso los padres comerán á los hijos en medio de ti, y los hijos comerán á sus padres; y haré en ti juicios, y esparciré á todos vientos todo tu residuo.
Y Elías le dijo: No hayas temor; ve, haz como has dicho: empero hazme á mí primero de ello una pequeña torta cocida debajo de la ceniza, y tráemela; y después harás para ti y para tu hijo.
Entró pues Amán, y el rey le dijo: ¿Qué se hará al hombre cuya honra desea el rey? Y dijo Amán en su corazón: ¿A quién deseará el rey hacer honra más que á mí?
Si no hago obras de mi Padre, no me creáis.
El del rey le dijo: Señor, desciende antes que mi hijo muera.
Y HABLÓ Jehová á Moisés, diciendo:
Y los reyes de la tierra, y los príncipes, y los ricos, y los capitanes, y los fuertes, y todo siervo y todo libre, se escondieron en las cuevas y entre las peñas de los montes;
Y llama á Isaí al sacrificio, y yo te enseñaré lo que has de hacer; y ungirme has al que yo te dijere.
Y díjome el pueblo: ¿No nos enseñarás qué nos significan estas cosas que tú haces?
Y HABLÓ Jehová á Moisés en el desierto de Sinaí, en el tabernáculo del testimonio, en el primero del mes segundo, en el segundo año de su salida de la tierra de Egipto, diciendo:
Destruiré los hombres y las bestias; destruiré las aves del cielo, y los peces de la mar, y las piedras de tropiezo con los impíos; y talaré los hombres de sobre la haz de la tierra, dice Jehová.
La cual concibió, y parió un hijo: y viéndolo que era hermoso, túvole escondido tres meses.
Y cuál sea el terreno, si es pingüe ó flaco, si en él hay ó no árboles: y esforzaos, y coged del fruto del país. Y el tiempo era el tiempo de las primeras uvas.
La justicia del perfecto enderezará su camino: mas el impío por su impiedad caerá.
Y partidos de Dibon-gad, asentaron en Almon-diblathaim.
Y vi la mujer embriagada de la sangre de los santos, y de la sangre de los mártires de Jesús: y cuando la vi, quedé maravillado de grande admiración.
Porque vosotros pasáis el Jordán, para ir á poseer la tierra que os da Jehová vuestro Dios; y la poseeréis, y habitaréis en ella.
¿Por qué porfías conmigo? Todos vosotros prevaricasteis contra mí, dice Jehová.
